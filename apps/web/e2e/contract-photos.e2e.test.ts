import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, describePhotoFlag, photoStageLabels, todayInManila } from '@subaybay/domain';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import { photoFixture } from '../../server/test/helpers/photos';
import { repoRoot, type RunningServer } from './server';

/**
 * Issue 21 in the browser, in the demo office: from Contract Details' Links to
 * the contract's Photos, two photos made here with a phone's EXIF (GPS and
 * DateTimeOriginal) uploaded through the file input with a stage, their cards
 * with the stage and the location "from the photo", a pair of coordinates the
 * wrong way round flagged in the domain's words, and the preview in a dialog,
 * with axe at 1440 and 390 px and nothing scrolling sideways on a phone.
 */

const today = todayInManila();
const year = today.slice(0, 4);
const demoContract = `DEMO-TRIS-${year}-01`;
const stage = photoStageLabels.monthly_progress;
// The demo's TRIS is in Capas, Tarlac.
const CAPAS = { latitude: 15.33, longitude: 120.59 };
// Yesterday morning in Manila: after the demo contract's start (120 days ago) and before the upload.
const takenAt = `${addDays(today, -1).replaceAll('-', ':')} 09:30:00`;
const swappedFlag = describePhotoFlag({ kind: 'coordinates_swapped' });

let server: RunningServer;
let page: Page;
let contractId = 0;

/** A 640 × 480 JPEG with the EXIF a phone writes (the API tests' fixture): taken yesterday morning in Manila at `at`. */
const sitePhoto = (at: { latitude: number; longitude: number }, colour: string) =>
  photoFixture({ at, takenAt, offset: '+08:00', width: 640, height: 480, colour });

/** The card of the grid whose text has `text`. */
const card = (text: string | RegExp) => page.getByRole('region', { name: 'Photos of the contract' }).getByRole('article').filter({ hasText: text });

describe("a contract's Photos: upload with a stage, the evidence read from the file, its flags, the preview", () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it("opens the demo contract's Photos from the Links selector of Contract Details", async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    await page.getByRole('link', { name: `Open contract ${demoContract}` }).click();
    await page.waitForURL('**/contracts/details/**');
    contractId = Number(new URL(page.url()).pathname.split('/')[3]);
    expect(contractId).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Links' }).click();
    await page.getByRole('option', { name: 'Photos' }).click();
    await page.waitForURL(`**/contracts/${contractId}/photos`);
    await page.getByRole('heading', { name: 'Photos', level: 1 }).waitFor();
    await page.getByText('No photos of this contract yet.').waitFor();
  });

  it('uploads two photos through the file input with one stage; each card says its stage and where it was taken, from the photo', async () => {
    const upload = page.getByRole('region', { name: 'Upload photos' });
    await upload.getByRole('combobox', { name: /^Stage/ }).click();
    await page.getByRole('option', { name: stage }).click();
    await upload.locator('input[type="file"]').setInputFiles([
      { name: 'capas.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto(CAPAS, '#4a7f3a') },
      // A latitude of 120° is past what EXIF can mean (0–90°): no phone writes it.
      { name: 'capas-swapped.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto({ latitude: CAPAS.longitude, longitude: CAPAS.latitude }, '#7f4a3a') },
    ]);
    const uploads = upload.getByRole('list', { name: 'Uploads' });
    for (const name of ['capas.jpg', 'capas-swapped.jpg']) await uploads.getByRole('listitem', { name }).getByText('Uploaded').waitFor();
    await expect.poll(() => card(/.*/).count()).toBe(2);

    const capas = card('15.330000, 120.590000 (from the photo)');
    await capas.getByText(stage, { exact: true }).waitFor();
    await capas.getByText(/^Taken: .* \(from the photo\)$/).waitFor();
    expect(await capas.getByRole('list', { name: 'Flags' }).count()).toBe(0);
    // The file's impossible latitude is no position: the server keeps the photo without one.
    const swappedFile = card('Location: not known');
    await swappedFile.getByText(stage, { exact: true }).waitFor();
    await swappedFile.getByText(/^Taken: .* \(from the photo\)$/).waitFor();
  });

  it('flags coordinates written the wrong way round in the words of the domain', async () => {
    // The page sends no typed position (a phone's photo carries its own), so the swapped pair
    // comes the way a typed one does: through the API, as a third photo of the same stage.
    const token = ((await (await page.request.post(`${server.baseUrl}/api/token/`, { data: { username: 'demoadmin', password: DEMO_PASSWORD } })).json()) as { access: string })
      .access;
    const sent = await page.request.post(`${server.baseUrl}/api/contracts/${contractId}/photos/`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        stage: 'monthly_progress',
        latitude: String(CAPAS.longitude),
        longitude: String(CAPAS.latitude),
        location_source: 'typed',
        file: { name: 'typed.jpg', mimeType: 'image/jpeg', buffer: await photoFixture({ width: 640, height: 480, colour: '#3a4a7f' }) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.reload();
    const swapped = card('120.590000, 15.330000 (typed)');
    await swapped.getByText(stage, { exact: true }).waitFor();
    expect(await card(/.*/).count()).toBe(3);
    await swapped.getByRole('list', { name: 'Flags' }).getByText(swappedFlag).waitFor();
    // The photo taken in Capas stays unflagged.
    expect(await card('15.330000, 120.590000 (from the photo)').getByText(swappedFlag).count()).toBe(0);
    await checkPage(page, 'contract-photos-01-grid');
    await page.screenshot({ path: path.join(repoRoot, 'test-results', 'e2e', 'contract-photos-01-grid-kept.png'), fullPage: true });
  });

  it('opens the preview in a dialog with the image', async () => {
    const capas = card('15.330000, 120.590000 (from the photo)');
    await capas.getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog', { name: `${stage} photo` });
    await dialog.waitFor();
    const image = dialog.getByRole('img');
    await image.waitFor();
    // The preview is fetched with the token and shown through an object URL: it has loaded when it has a size.
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
    await checkPage(page, 'contract-photos-02-preview');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
