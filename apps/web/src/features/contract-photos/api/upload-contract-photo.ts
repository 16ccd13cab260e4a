import { contractPhotoOperations, contractPhotoSchema, type ContractPhoto, type ContractPhotoUploadForm, type FieldErrors } from '@subaybay/domain';
import { API_BASE, ApiError, errorMessages, freshAccessToken, refreshAccessToken } from '../../../lib/api-client';
import { urlOf } from '../../../lib/api-operations';

/** The text fields of an upload, named as the server's form schema names them. */
export type PhotoUploadFields = Partial<Record<keyof ContractPhotoUploadForm, string>>;

/** The multipart field of the file itself (the operation's description: `file`). */
const FILE_FIELD = 'file';

/** The error of a refused upload: the server's `detail` (and its field errors), or the client's sentence without an answer. */
function refusal(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { detail?: unknown; errors?: FieldErrors };
    if (body && typeof body.detail === 'string') return new ApiError(status, body.detail, body.errors);
  } catch {
    // Not JSON: a proxy's page, say.
  }
  return new ApiError(status, status >= 500 ? errorMessages.unknown : text || errorMessages.unknown);
}

/** One POST with progress; resolves with the status and the answer's text. */
function send(path: string, form: FormData, token: string, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', API_BASE + path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(0, errorMessages.noResponse));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * `POST contracts/{id}/photos/` with one file, through XMLHttpRequest because
 * fetch reports no upload progress. The token rules are the client's: a fresh
 * token first, one refresh and one retry on a 401. A refusal rejects with the
 * server's sentence and no toast: the page shows it on the file it is about.
 */
export async function uploadContractPhoto(
  contractId: number,
  file: File,
  fields: PhotoUploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ContractPhoto> {
  const path = urlOf(contractPhotoOperations.upload, { params: { id: contractId } });
  const form = new FormData();
  // The text fields first: the server reads them before the file's bytes.
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, value);
  form.append(FILE_FIELD, file, file.name);

  let answer = await send(path, form, await freshAccessToken(), onProgress, signal);
  if (answer.status === 401 && (await refreshAccessToken())) {
    onProgress(0);
    answer = await send(path, form, await freshAccessToken(), onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw refusal(answer.status, answer.text);
  onProgress(1);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new ApiError(500, errorMessages.unknown);
  }
  const parsed = contractPhotoSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(500, errorMessages.unknown);
  return parsed.data;
}
