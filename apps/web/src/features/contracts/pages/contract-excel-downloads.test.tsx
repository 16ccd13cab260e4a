import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient, errorMessages } from '../../../lib/api-client';
import { mockApi } from '../../../test/api-mock';
import { makeContractListRow, makeUser, signIn } from '../../../test/fixtures';
import { answerFiles, captureDownloads, XLSX, xlsxResponse } from '../../../test/downloads';
import { renderRoutes } from '../../../test/render';
import { downloadFailedMessage } from '../../../components/download-excel-button';
import { contractsRoutes } from '../routes';

const row = makeContractListRow({ accomplishment: 100, target_accomplishment: 100, slippage: 0, slippage_band: null, status: 'completed' });

type FileAnswer = () => Promise<Response>;

/** The JSON lists through the checked mock; the .xlsx paths answered by `files`. */
function setup(path: string, files: Record<string, FileAnswer>) {
  signIn(makeUser());
  const json = mockApi({ 'GET contracts/year/2024': { body: [row] }, 'GET contracts/completed/2024': { body: [row] } });
  const { fetchMock, fileCalls } = answerFiles(json.fetchMock, files);
  configureApiClient({ fetch: fetchMock });
  renderRoutes((queryClient) => [...(contractsRoutes(queryClient).signedIn ?? []), { path: '*', element: <p>Other page</p> }], path);
  return { fileCalls, user: userEvent.setup() };
}

const xlsxAnswer = (filename: string) => async () =>
  xlsxResponse(filename, `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`);

const downloads = captureDownloads();

describe('Download Excel File', () => {
  it('/contracts/year/:year downloads contracts/year/{year}/excel with the token, saved under the server’s name', async () => {
    const { fileCalls, user } = setup('/contracts/year/2024', { 'contracts/year/2024/excel': xlsxAnswer('Contracts CY 2024.xlsx') });
    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.files).toEqual([{ name: 'Contracts CY 2024.xlsx', href: 'blob:subaybay/1' }]));
    expect(fileCalls).toHaveLength(1);
    expect(fileCalls[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: 'Download Excel File' })).toHaveProperty('disabled', false);
  });

  it('/contracts/completed/:year downloads contracts/completed/{year}/excel, with a spinner while it comes', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fileCalls, user } = setup('/contracts/completed/2024', {
      'contracts/completed/2024/excel': async () => {
        await pending;
        return xlsxAnswer('Completed Contracts CY 2024.xlsx')();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    expect(await screen.findByLabelText('Downloading')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Excel File/ })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(downloads.names()).toEqual(['Completed Contracts CY 2024.xlsx']));
    expect(fileCalls.map((call) => call.path)).toEqual(['contracts/completed/2024/excel']);
    await waitFor(() => expect(screen.queryByLabelText('Downloading')).toBeNull());
  });

  it('uses the fallback name when the server gives none', async () => {
    const { user } = setup('/contracts/year/2024', {
      'contracts/year/2024/excel': async () => new Response(new Uint8Array([1]), { status: 200, headers: { 'Content-Type': XLSX } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    await waitFor(() => expect(downloads.names()).toEqual(['Contracts CY 2024.xlsx']));
  });

  it('a refused download shows the error toast and saves nothing', async () => {
    const { user } = setup('/contracts/completed/2024', {
      'contracts/completed/2024/excel': async () =>
        new Response(JSON.stringify({ detail: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    expect(await screen.findByText(errorMessages.unknown)).toBeTruthy();
    expect(downloads.names()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Excel File' })).toHaveProperty('disabled', false));
  });

  it('a save the browser refuses shows the download error toast', async () => {
    const { user } = setup('/contracts/year/2024', { 'contracts/year/2024/excel': xlsxAnswer('Contracts CY 2024.xlsx') });
    URL.createObjectURL = vi.fn(() => {
      throw new Error('blocked');
    });
    await user.click(await screen.findByRole('button', { name: 'Download Excel File' }));
    expect(await screen.findByText(downloadFailedMessage)).toBeTruthy();
  });
});
