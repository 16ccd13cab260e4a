import { afterEach, beforeEach, vi } from 'vitest';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx answer as the server sends one: a few bytes, saved under `filename`. */
export function xlsxResponse(filename: string, contentDisposition = `attachment; filename="${filename}"`): Response {
  return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'Content-Type': XLSX, 'Content-Disposition': contentDisposition } });
}

/**
 * The browser's saving of a file, stood in for in every test of the file that
 * calls this (at its top level): jsdom has no object URLs and would follow the
 * link. Each test starts with nothing saved; `files` lists what the page saved.
 */
export function captureDownloads() {
  const files: { name: string; href: string }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    files.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:subaybay/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });
  return {
    files,
    /** The names the files were saved under, in order. */
    names: () => files.map((file) => file.name),
  };
}

type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers the file downloads (an API path starting with one of
 * `files`' keys) and hands every other call to `json` (the checked mock): a
 * file is not JSON, so no response schema checks it. `fileCalls` lists the
 * downloads asked for, with their headers.
 */
export function answerFiles(json: FetchFunction, files: Record<string, () => Response | Promise<Response>>) {
  const fileCalls: { path: string; headers: Record<string, string> }[] = [];
  const fetchMock: FetchFunction = async (input, init) => {
    const apiPath = String(input).replace(/^\/api\//, '').replace(/\/$/, '');
    const answer = Object.entries(files).find(([prefix]) => apiPath.startsWith(prefix))?.[1];
    if (!answer) return json(input, init);
    fileCalls.push({ path: apiPath, headers: (init?.headers ?? {}) as Record<string, string> });
    return answer();
  };
  return { fetchMock, fileCalls };
}
