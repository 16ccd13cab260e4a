import { createHash } from 'node:crypto';
import { distanceInMetres, refusalFor, type ContractPhoto } from '@subaybay/domain';
import exifr from 'exifr';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contractPhotos } from '../src/db/schema/contract-photos.js';
import { apiTest } from './helpers/api-test.js';
import type { Office, SignedInUser } from './helpers/factories.js';
import { multipartBody, photoFixture } from './helpers/photos.js';
import { insertContract } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

const MANILA_CITY_HALL = { latitude: 14.5896, longitude: 120.9812 };
const QUEZON_CITY_HALL = { latitude: 14.6465, longitude: 121.0493 };
const TOKYO = { latitude: 35.6812, longitude: 139.7671 };

function upload(api: TestApp, user: SignedInUser, contractId: number, bytes: Uint8Array, fields: Record<string, string | number> = {}, file: { filename?: string; type?: string } = {}) {
  return multipartBody({ stage: 'before', ...fields }, { bytes, filename: file.filename ?? 'site.jpg', type: file.type ?? 'image/jpeg' }).then(({ payload, headers }) =>
    api.request({ method: 'POST', url: `/api/contracts/${contractId}/photos/`, token: user.access, headers, payload }),
  );
}

async function uploaded(api: TestApp, user: SignedInUser, contractId: number, bytes: Uint8Array, fields: Record<string, string | number> = {}): Promise<ContractPhoto> {
  const response = await upload(api, user, contractId, bytes, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (api: TestApp, user: SignedInUser, url: string) => api.request({ method: 'GET', url: `/api/${url}`, token: user.access });

const contractOf = (api: TestApp, office: Office, startDate: `${number}-${number}-${number}` = '2024-01-01') => insertContract(api, office.accountId, { startDate });

const flagKinds = (photo: ContractPhoto) => photo.flags.map((flag) => flag.kind);

describe('contract photos', () => {
  apiTest('reads the location and time from the file and keeps the original with its SHA-256', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const bytes = await photoFixture({ at: MANILA_CITY_HALL, takenAt: '2024:05:01 09:30:00', offset: '+08:00' });
    const photo = await uploaded(api, office.inspector, contractId, bytes, { stage: 'monthly_progress', caption: ' Canal lining, station 2+100 ' });
    expect(photo).toMatchObject({
      contract_id: contractId,
      stage: 'monthly_progress',
      caption: 'Canal lining, station 2+100',
      latitude: MANILA_CITY_HALL.latitude,
      longitude: MANILA_CITY_HALL.longitude,
      location_source: 'photo',
      taken_at: '2024-05-01T01:30:00.000Z',
      taken_at_source: 'photo',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: 320,
      height: 240,
      bytes: bytes.length,
      uploaded_by: { id: office.inspector.id },
      links: { physical_accomplishment_id: null, billing_id: null },
      urls: { served: `contract-photos/${photo.id}/image/`, preview: `contract-photos/${photo.id}/preview/`, thumbnail: `contract-photos/${photo.id}/thumbnail/` },
      flags: [],
    });
    expect((await get(api, office.viewer, `contracts/${contractId}/photos/`)).json()).toEqual([photo]);

    // The original, as uploaded, is the account holder's alone.
    const original = await get(api, office.holder, `contract-photos/${photo.id}/original/`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    const refused = await get(api, office.inspector, `contract-photos/${photo.id}/original/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('contractPhotos.viewOriginal'));
  });

  apiTest('a time without an offset is Manila time', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const photo = await uploaded(api, office.inspector, contractId, await photoFixture({ takenAt: '2024:05:01 09:30:00' }));
    expect(photo).toMatchObject({ taken_at: '2024-05-01T01:30:00.000Z', taken_at_source: 'photo', latitude: null, location_source: null });
  });

  apiTest('serves a copy, a preview and a thumbnail with no EXIF or GPS left, cached as private and immutable', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const bytes = await photoFixture({ at: MANILA_CITY_HALL, takenAt: '2024:05:01 09:30:00', width: 3000, height: 2000 });
    expect(await exifr.gps(bytes)).toMatchObject({ latitude: expect.closeTo(MANILA_CITY_HALL.latitude, 4) });
    const photo = await uploaded(api, office.holder, contractId, bytes);
    expect([photo.width, photo.height]).toEqual([2560, 1707]);
    for (const [url, longest] of [
      [photo.urls.served, 2560],
      [photo.urls.preview, 1440],
      [photo.urls.thumbnail, 250],
    ] as const) {
      const response = await get(api, office.viewer, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const image = response.rawPayload;
      expect(await exifr.parse(image, true), url).toBeUndefined();
      expect(await exifr.gps(image), url).toBeUndefined();
      const metadata = await sharp(image).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc], url).toEqual([undefined, undefined, undefined, undefined]);
      expect(Math.max(metadata.width, metadata.height), url).toBe(longest);
    }
    // Every other answer of the API stays uncached.
    expect((await get(api, office.viewer, `contracts/${contractId}/photos/`)).headers['cache-control']).toBe('no-store');
  });

  apiTest('accepts PNG and WebP, and takes the location and time the client sends when the file has none, with their source', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const png = await uploaded(api, office.inspector, contractId, await photoFixture({ format: 'png' }), {
      latitude: '14.5896',
      longitude: '120.9812',
      location_source: 'device',
      taken_at: '2024-05-01T09:30:00+08:00',
    });
    expect(png).toMatchObject({ ...MANILA_CITY_HALL, location_source: 'device', taken_at: '2024-05-01T01:30:00.000Z', taken_at_source: 'typed', flags: [] });
    const webp = await uploaded(api, office.inspector, contractId, await photoFixture({ format: 'webp' }), { stage: 'completion' });
    expect(webp).toMatchObject({ stage: 'completion', latitude: null, location_source: null, taken_at: null, taken_at_source: null, flags: [] });
    // The file's own GPS wins over what is typed.
    const tagged = await uploaded(api, office.inspector, contractId, await photoFixture({ at: QUEZON_CITY_HALL, colour: '#123456' }), { latitude: '14.5896', longitude: '120.9812' });
    expect(tagged).toMatchObject({ ...QUEZON_CITY_HALL, location_source: 'photo' });
  });

  describe('flags', () => {
    apiTest('outside the Philippines, and latitude and longitude swapped', async ({ api, office }) => {
      const contractId = await contractOf(api, office);
      const abroad = await uploaded(api, office.inspector, contractId, await photoFixture({ at: TOKYO }));
      expect(abroad.flags).toEqual([{ kind: 'outside_philippines' }]);
      const swapped = await uploaded(api, office.inspector, contractId, await photoFixture({ format: 'png' }), { latitude: '120.9812', longitude: '14.5896' });
      expect(swapped.flags).toEqual([{ kind: 'coordinates_swapped' }]);
      const home = await uploaded(api, office.inspector, contractId, await photoFixture({ at: MANILA_CITY_HALL, colour: '#222222' }));
      expect(home.flags).toEqual([]);
    });

    apiTest("far from the contract's pin, with the distance; near it, nothing", async ({ api, office }) => {
      const contractId = await contractOf(api, office);
      const pin = await api.request({ method: 'PUT', url: `/api/contracts/${contractId}/pin/`, token: office.holder.access, payload: QUEZON_CITY_HALL });
      expect(pin.statusCode, pin.body).toBe(200);
      expect(pin.json()).toEqual({ id: contractId, ...QUEZON_CITY_HALL });
      const far = await uploaded(api, office.inspector, contractId, await photoFixture({ at: MANILA_CITY_HALL }));
      expect(far.flags).toEqual([{ kind: 'far_from_pin', distance_m: Math.round(distanceInMetres(MANILA_CITY_HALL, QUEZON_CITY_HALL)) }]);
      expect(far.flags[0]).toMatchObject({ distance_m: expect.any(Number) });
      const near = await uploaded(api, office.inspector, contractId, await photoFixture({ at: { latitude: 14.6485, longitude: 121.0493 }, colour: '#333333' }));
      expect(near.flags).toEqual([]);
      // Clearing the pin clears the flag: flags are computed from the stored columns on every read.
      expect((await api.request({ method: 'PUT', url: `/api/contracts/${contractId}/pin/`, token: office.holder.access, payload: { latitude: null, longitude: null } })).statusCode).toBe(200);
      expect((await get(api, office.viewer, `contracts/${contractId}/photos/`)).json().flatMap(flagKinds)).toEqual([]);
    });

    apiTest("taken before the contract's start date, and taken after its upload", async ({ api, office }) => {
      const contractId = await contractOf(api, office, '2024-06-01');
      const early = await uploaded(api, office.inspector, contractId, await photoFixture({ takenAt: '2024:05:31 23:59:00', offset: '+08:00' }));
      expect(early.flags).toEqual([{ kind: 'taken_before_start', start_date: '2024-06-01' }]);
      const onTheDay = await uploaded(api, office.inspector, contractId, await photoFixture({ takenAt: '2024:06:01 00:01:00', colour: '#444444' }));
      expect(onTheDay.flags).toEqual([]);
      const future = new Date(Date.now() + 24 * 3_600_000).toISOString();
      const later = await uploaded(api, office.inspector, contractId, await photoFixture({ format: 'png' }), { taken_at: future });
      expect(later.flags).toEqual([{ kind: 'taken_after_upload' }]);
    });

    apiTest('the same image on another contract of the office, on both photos; another office using it is none of its business', async ({ api, office, otherOffice }) => {
      const first = await insertContract(api, office.accountId, { contractNumber: 'C-FIRST' });
      const second = await insertContract(api, office.accountId, { contractNumber: 'C-SECOND' });
      const bytes = await photoFixture({ at: MANILA_CITY_HALL, colour: '#555555' });
      const elsewhere = await contractOf(api, otherOffice);
      expect((await uploaded(api, otherOffice.holder, elsewhere, bytes)).flags).toEqual([]);
      const original = await uploaded(api, office.inspector, first, bytes);
      expect(original.flags).toEqual([]);
      const again = await uploaded(api, office.inspector, second, bytes);
      expect(again.flags).toEqual([{ kind: 'same_image_on_other_contract', contracts: [{ id: first, contract_number: 'C-FIRST' }] }]);
      const [listed] = (await get(api, office.viewer, `contracts/${first}/photos/`)).json() as ContractPhoto[];
      expect(listed?.flags).toEqual([{ kind: 'same_image_on_other_contract', contracts: [{ id: second, contract_number: 'C-SECOND' }] }]);
    });
  });

  apiTest("another office's photo and contract are not found", async ({ api, office, otherOffice }) => {
    const theirs = await contractOf(api, otherOffice);
    const photo = await uploaded(api, otherOffice.holder, theirs, await photoFixture());
    for (const url of [`contracts/${theirs}/photos/`, photo.urls.served, photo.urls.preview, photo.urls.thumbnail, `contract-photos/${photo.id}/original/`]) {
      expect((await get(api, office.holder, url)).statusCode, url).toBe(404);
    }
    expect((await upload(api, office.holder, theirs, await photoFixture())).statusCode).toBe(404);
    expect((await api.request({ method: 'PUT', url: `/api/contract-photos/${photo.id}/`, token: office.holder.access, payload: { stage: 'completion' } })).statusCode).toBe(404);
    expect((await api.request({ method: 'DELETE', url: `/api/contract-photos/${photo.id}/`, token: office.holder.access })).statusCode).toBe(404);
    expect((await api.request({ method: 'PUT', url: `/api/contracts/${theirs}/pin/`, token: office.holder.access, payload: MANILA_CITY_HALL })).statusCode).toBe(404);
    // Still theirs, untouched.
    expect((await get(api, otherOffice.viewer, `contracts/${theirs}/photos/`)).json()).toHaveLength(1);
  });

  apiTest('a viewer and an accounting officer read photos but cannot upload, change or pin', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    for (const user of [office.viewer, office.accountant]) {
      const refused = await upload(api, user, contractId, await photoFixture());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('contractPhotos.write'));
    }
    const pin = await api.request({ method: 'PUT', url: `/api/contracts/${contractId}/pin/`, token: office.viewer.access, payload: MANILA_CITY_HALL });
    expect(pin.statusCode).toBe(403);
    expect(pin.json().detail).toBe(refusalFor('contracts.update'));
    expect((await get(api, office.accountant, `contracts/${contractId}/photos/`)).json()).toEqual([]);
  });

  describe('refusals', () => {
    apiTest('a file over 10 MB is 413 with the sentence', async ({ api, office }) => {
      const contractId = await contractOf(api, office);
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const response = await upload(api, office.inspector, contractId, big);
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('A photo may be at most 10 MB.');
    });

    apiTest('a PDF, a text file named .jpg and a damaged JPEG are 400, and nothing is kept', async ({ api, office }) => {
      const contractId = await contractOf(api, office);
      const pdf = await upload(api, office.inspector, contractId, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), {}, { filename: 'site.pdf', type: 'application/pdf' });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().detail).toBe('Send a JPEG, PNG, WebP or HEIC photo.');
      const text = await upload(api, office.inspector, contractId, Buffer.from('not a photo at all'), {}, { filename: 'site.jpg', type: 'image/jpeg' });
      expect(text.statusCode).toBe(400);
      expect(text.json().detail).toBe('Send a JPEG, PNG, WebP or HEIC photo.');
      const damaged = await upload(api, office.inspector, contractId, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
      expect(damaged.statusCode).toBe(400);
      expect((await get(api, office.viewer, `contracts/${contractId}/photos/`)).json()).toEqual([]);
    });

    apiTest('no file, a JSON body, a bad stage or half a location are 400 on the field', async ({ api, office }) => {
      const contractId = await contractOf(api, office);
      const { payload, headers } = await multipartBody({ stage: 'before' });
      const noFile = await api.request({ method: 'POST', url: `/api/contracts/${contractId}/photos/`, token: office.inspector.access, headers, payload });
      expect(noFile.statusCode).toBe(400);
      const json = await api.request({ method: 'POST', url: `/api/contracts/${contractId}/photos/`, token: office.inspector.access, payload: { stage: 'before' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().detail).toBe('Send the file as multipart/form-data.');
      const stage = await upload(api, office.inspector, contractId, await photoFixture(), { stage: 'after' });
      expect(stage.statusCode).toBe(400);
      expect(stage.json().errors.stage).toEqual([expect.stringMatching(/^The stage must be one of/)]);
      const half = await upload(api, office.inspector, contractId, await photoFixture(), { latitude: '14.5' });
      expect(half.statusCode).toBe(400);
      expect(half.json().errors.latitude).toEqual(['Give both latitude and longitude, or neither.']);
    });
  });

  apiTest('links a photo to a billing of its contract, not of another; changes stage, caption and links', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const otherContract = await contractOf(api, office);
    const billing = async (contract: number) =>
      (
        await api.request({
          method: 'POST',
          url: '/api/financial-accomplishments/create/',
          token: office.holder.access,
          payload: { contract_id: contract, billing_amount: 1000, remarks: 'First', as_of_str: '2024-02-01' },
        })
      ).json().id as number;
    const own = await billing(contractId);
    const photo = await uploaded(api, office.inspector, contractId, await photoFixture(), { billing_id: own });
    expect(photo.links).toEqual({ physical_accomplishment_id: null, billing_id: own });
    const wrong = await upload(api, office.inspector, contractId, await photoFixture(), { billing_id: await billing(otherContract) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.billing_id).toEqual(['The linked record is not one of this contract.']);

    const changed = await api.request({
      method: 'PUT',
      url: `/api/contract-photos/${photo.id}/`,
      token: office.inspector.access,
      payload: { stage: 'completion', caption: 'Done', billing_id: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ stage: 'completion', caption: 'Done', links: { billing_id: null } });
  });

  apiTest('deletes within one day of the upload; after it only an admin may', async ({ api, office }) => {
    api.clock.set('2026-03-02T01:00:00Z');
    const contractId = await contractOf(api, office);
    const soon = await uploaded(api, office.inspector, contractId, await photoFixture());
    const later = await uploaded(api, office.inspector, contractId, await photoFixture({ colour: '#666666' }));
    const del = (user: SignedInUser, id: number) => api.request({ method: 'DELETE', url: `/api/contract-photos/${id}/`, token: user.access });
    api.clock.advance(23 * 3_600_000);
    expect((await del(office.inspector, soon.id)).statusCode).toBe(204);
    api.clock.advance(2 * 3_600_000);
    const refused = await del(office.inspector, later.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(refusalFor('contractPhotos.editAnyTime'));
    expect((await del(office.holder, later.id)).statusCode).toBe(204);
    expect((await get(api, office.viewer, `contracts/${contractId}/photos/`)).json()).toEqual([]);
    expect((await get(api, office.viewer, later.urls.served)).statusCode).toBe(404);
  });

  apiTest('a deleted billing leaves its photos unlinked; a deleted contract takes its photos with it', async ({ api, office }) => {
    const contractId = await contractOf(api, office);
    const billingId = (
      await api.request({
        method: 'POST',
        url: '/api/financial-accomplishments/create/',
        token: office.holder.access,
        payload: { contract_id: contractId, billing_amount: 1000, remarks: 'First', as_of_str: '2024-02-01' },
      })
    ).json().id as number;
    const photo = await uploaded(api, office.inspector, contractId, await photoFixture(), { billing_id: billingId });
    expect((await api.request({ method: 'DELETE', url: `/api/financial-accomplishments/delete/${billingId}/`, token: office.holder.access })).statusCode).toBe(204);
    const [unlinked] = (await get(api, office.viewer, `contracts/${contractId}/photos/`)).json() as ContractPhoto[];
    expect(unlinked).toMatchObject({ id: photo.id, links: { billing_id: null } });

    expect((await api.request({ method: 'DELETE', url: `/api/contracts/delete/${contractId}/`, token: office.holder.access })).statusCode).toBe(204);
    expect((await get(api, office.viewer, photo.urls.served)).statusCode).toBe(404);
    expect(await api.db.select({ id: contractPhotos.id }).from(contractPhotos).where(eq(contractPhotos.contractId, contractId))).toEqual([]);
  });
});
