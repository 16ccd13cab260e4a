import type { ReportQueuePlace } from '@subaybay/domain';
import { apiFile } from './api-client';
import type { OperationFile } from './api-operations';
import { withReportTicket } from './report-queue';

/**
 * The file name a `Content-Disposition` header gives: the exact `filename*`
 * (RFC 5987, UTF-8) first, then the plain `filename`, else `fallback`.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: use the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/**
 * Downloads an API file (an Excel export) with the session's token and the
 * central error handling of `api-client` (a refused call toasts and throws an
 * `ApiError`); saves it under the server's file name, else `fallbackName`.
 * Resolves to the name it was saved under. A file that waits in the report
 * queue (`fileOf`) carries a ticket, and its place goes to `onQueuePlace`.
 */
export async function downloadApiFile(
  file: OperationFile,
  fallbackName: string,
  { onQueuePlace }: { onQueuePlace?: (place: ReportQueuePlace) => void } = {},
): Promise<string> {
  const { path, queued } = file;
  const { blob, contentDisposition } = queued
    ? await withReportTicket((headers) => apiFile(path, { headers }), { onPlace: onQueuePlace })
    : await apiFile(path);
  const filename = filenameFromDisposition(contentDisposition, fallbackName);
  saveBlob(blob, filename);
  return filename;
}
