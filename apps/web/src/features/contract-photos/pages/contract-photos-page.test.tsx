import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractPhotoMessages, contractPhotoUploadForm, PHOTO_MAX_BYTES, type ContractPhoto } from '@subaybay/domain';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { checkMockedResponse } from '../../../test/api-responses';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ContractPhotosPage } from './contract-photos-page';

const contract = makeContract({ contract_id: 'C-7', contract_number: 'C-7', contract_description: '', amount: 1000, location: '' });

const photo = (overrides: Partial<ContractPhoto> = {}): ContractPhoto => ({
  id: 5,
  contract_id: 7,
  stage: 'monthly_progress',
  caption: 'Canal lining, station 2+100',
  taken_at: '2024-05-01T09:30:00+08:00',
  taken_at_source: 'photo',
  latitude: 14.599512,
  longitude: 120.984222,
  location_source: 'photo',
  sha256: 'a'.repeat(64),
  width: 1440,
  height: 1080,
  bytes: 2_000_000,
  uploaded_at: new Date().toISOString(),
  uploaded_by: { id: 1, name: 'Maria Santos' },
  links: { physical_accomplishment_id: null, billing_id: null },
  urls: { served: 'contract-photos/5/image/', preview: 'contract-photos/5/preview/', thumbnail: 'contract-photos/5/thumbnail/' },
  flags: [{ kind: 'far_from_pin', distance_m: 1412 }],
  ...overrides,
});

/** What one upload sent: its text fields and the file's name. */
interface SentUpload {
  url: string;
  fields: Record<string, string>;
  file: string;
}

/**
 * jsdom's XMLHttpRequest sends nothing anywhere: a small stand-in that
 * reports half the bytes sent, then waits for the test to `answer` it.
 */
function fakeXhr() {
  const sent: SentUpload[] = [];
  const pending: { finish: (status: number, body: unknown) => void }[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const fields: Record<string, string> = {};
      let file = '';
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value.name;
      }
      sent.push({ url: this.url, fields, file });
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
      pending.push({
        finish: (status, body) => {
          inFlight -= 1;
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    mostAtOnce: () => mostAtOnce,
    /** Answers the oldest upload still waiting, after checking the answer is one the server gives. */
    answer(status: number, body: unknown) {
      checkMockedResponse('POST', 'contracts/7/photos', status, body);
      const next = pending.shift();
      if (!next) throw new Error('No upload is waiting for an answer.');
      next.finish(status, body);
    },
  };
}

function setup(routes: Record<string, MockAnswer>) {
  const api = mockApi({ 'GET contracts/7': { body: contract }, ...routes });
  // Images are files, not JSON: answered here with a few bytes.
  const fetchImages = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    /\/(thumbnail|preview)\/$/.test(String(input)) ? new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } }) : api.fetchMock(input, init),
  );
  configureApiClient({ fetch: fetchImages as unknown as typeof fetch });
  const page = renderPage(
    <Routes>
      <Route path="/contracts/:contractId/photos" element={<ContractPhotosPage />} />
    </Routes>,
    '/contracts/7/photos',
  );
  return { ...api, fetchImages, unmount: page.unmount, user: userEvent.setup() };
}

const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  configureApiClient({});
  vi.unstubAllGlobals();
});

async function chooseStage(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Stage/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe("A contract's Photos page (issue 21)", () => {
  it('lists the photos with their stage, when and where taken with the source, and a flag in words; a card opens the preview', async () => {
    signIn();
    const { user, fetchImages, unmount } = setup({ 'GET contracts/7/photos': { body: [photo()] } });
    const card = await screen.findByRole('article', { name: 'Monthly Progress photo: Canal lining, station 2+100' });
    expect(within(card).getByText('Monthly Progress')).toBeTruthy();
    expect(within(card).getByText('Location: 14.599512, 120.984222 (from the photo)')).toBeTruthy();
    expect(within(card).getByText(/^Taken: .* \(from the photo\)$/)).toBeTruthy();
    expect(within(card).getByText("1.4 km from the contract's pin")).toBeTruthy();
    // The thumbnail comes with the bearer token, shown through an object URL.
    // Inside its button the image is presentational: found by its tag.
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toBe('blob:photo-1'));
    const thumbnailCall = fetchImages.mock.calls.find(([input]) => String(input).endsWith('/thumbnail/'));
    expect((thumbnailCall?.[1]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);

    await user.click(within(card).getByRole('button', { name: /^Open / }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('img').getAttribute('src')).toBe('blob:photo-2'));
    expect(fetchImages.mock.calls.some(([input]) => String(input).endsWith('contract-photos/5/preview/'))).toBe(true);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');
  });

  it('uploads two files one at a time with their own progress; the refused one shows its own sentence, the other goes on', async () => {
    signIn();
    const xhr = fakeXhr();
    let listed: ContractPhoto[] = [];
    const { user } = setup({ 'GET contracts/7/photos': () => ({ body: listed }) });
    await screen.findByText('No photos of this contract yet.');
    const input = screen.getByLabelText('Choose photos');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif');
    expect(input.hasAttribute('multiple')).toBe(true);

    await chooseStage(user, 'Completion');
    await user.type(screen.getByLabelText('Caption (optional)'), 'Turnover');
    await user.upload(input, [jpeg('first.jpg'), jpeg('second.jpg')]);

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const first = within(uploads).getByRole('listitem', { name: 'first.jpg' });
    const second = within(uploads).getByRole('listitem', { name: 'second.jpg' });
    await waitFor(() => expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
    expect(within(second).getByText('Waiting')).toBeTruthy();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toEqual({ url: '/api/contracts/7/photos/', fields: { stage: 'completion', caption: 'Turnover' }, file: 'first.jpg' });
    expect(contractPhotoUploadForm.safeParse(xhr.sent[0]!.fields).success).toBe(true);

    xhr.answer(413, { detail: contractPhotoMessages.tooLarge });
    expect(await within(first).findByText(contractPhotoMessages.tooLarge)).toBeTruthy();
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect(xhr.sent[1]!.file).toBe('second.jpg');
    await waitFor(() => expect(within(second).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));

    listed = [photo({ id: 6, stage: 'completion', caption: 'Turnover', flags: [] })];
    xhr.answer(201, listed[0]);
    expect(await within(second).findByText('Uploaded')).toBeTruthy();
    expect(within(second).queryByText(contractPhotoMessages.tooLarge)).toBeNull();
    expect(await screen.findByRole('article', { name: 'Completion photo: Turnover' })).toBeTruthy();
    expect(xhr.mostAtOnce()).toBe(1);
    // The refusal stayed on its file, not in a toast.
    expect(screen.getAllByText(contractPhotoMessages.tooLarge)).toHaveLength(1);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    signIn();
    const xhr = fakeXhr();
    const { user } = setup({ 'GET contracts/7/photos': { body: [] } });
    await screen.findByText('No photos of this contract yet.');
    await chooseStage(user, 'Before');
    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('huge.jpg', PHOTO_MAX_BYTES + 1)]);
    const item = within(screen.getByRole('list', { name: 'Uploads' })).getByRole('listitem', { name: 'huge.jpg' });
    expect(within(item).getByText(contractPhotoMessages.tooLarge)).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('asks for the stage before anything is sent', async () => {
    signIn();
    const xhr = fakeXhr();
    const { user } = setup({ 'GET contracts/7/photos': { body: [] } });
    await screen.findByText('No photos of this contract yet.');
    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('a.jpg')]);
    expect(await screen.findByText(contractPhotoMessages.stageRequired)).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('shows a viewer the photos without the upload or Delete', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    setup({ 'GET contracts/7/photos': { body: [photo()] } });
    const card = await screen.findByRole('article', { name: /Canal lining/ });
    expect(screen.queryByLabelText('Choose photos')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload photos' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deletes within the one-day window after the confirmation; an older photo says why not', async () => {
    signIn(makeUser({ roles: [{ id: 2, name: 'Project Inspector' }] }));
    let listed = [photo(), photo({ id: 8, caption: 'Old one', uploaded_at: '2024-01-01T00:00:00.000Z', urls: { served: 'contract-photos/8/image/', preview: 'contract-photos/8/preview/', thumbnail: 'contract-photos/8/thumbnail/' } })];
    const { user, calls } = setup({
      'GET contracts/7/photos': () => ({ body: listed }),
      'DELETE contract-photos/5': () => {
        listed = listed.filter((item) => item.id !== 5);
        return { status: 204 };
      },
    });
    const old = await screen.findByRole('article', { name: /Old one/ });
    expect(within(old).getByRole('button', { name: /^Delete/ }).getAttribute('aria-disabled')).toBe('true');
    const recent = screen.getByRole('article', { name: /Canal lining/ });
    await user.click(within(recent).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(contractPhotoMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Canal lining/ })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'contract-photos/5')).toBe(true);
  });

  it('says when the list could not be read, with Retry', async () => {
    signIn();
    let fail = true;
    const { user } = setup({ 'GET contracts/7/photos': () => (fail ? { status: 500, body: { detail: 'Internal Server Error' } } : { body: [photo()] }) });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Canal lining/ })).toBeTruthy();
  });
});
