import { accountMessages, type FieldErrors } from '@subaybay/domain';
import { navigateTo } from './navigation';
import { notify, TOAST_DEFAULT_MS, TOAST_LONG_MS, type NotifyVariant } from './notify';
import { clearSession, getSession, updateSession } from './session';

/**
 * The one way the web app talks to the API: bearer token, JSON, token refresh
 * (spec 1 §4) and the central error table (spec 1 §8).
 *
 * Refresh: the spec reloads the page after a scheduled refresh. Here the
 * request simply continues with the new access token: the user keeps what
 * they typed and nothing flickers. The 24-hour limit still ends the session.
 */

export const API_BASE = '/api/';
/** Spec 1 §9: a refresh is due 600 s after the last one. */
export const REFRESH_AFTER_MS = 600 * 1000;
/** Spec 1 §9: a full sign-in is needed 86 400 s after the last one. */
export const SESSION_MAX_AGE_MS = 86_400 * 1000;

export const errorMessages = {
  unknown: 'Unknown error from the server.',
  notFound: 'The requested page from the server does not exist.',
  noResponse: 'The server did not respond. Please try again later.',
  invalidCredentials: accountMessages.invalidCredentials,
  // Said whether the day ran out or the session was ended elsewhere (a new password, a sign-out).
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** The client's one error type: the HTTP status (0 = no response) and the server's body. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, detail: string, errors?: FieldErrors) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and apply the refresh rules. Default true. */
  auth?: boolean;
  /** Statuses the caller handles itself: no central toast or redirect for them (e.g. an expected 404). */
  expectedStatuses?: readonly number[];
  /** The sign-in call: a 401 means bad credentials, not an expired session. */
  isLogin?: boolean;
  /** No toast or redirect for any failure, even no answer at all: a call the user never asked for (a report's place in the queue). */
  quiet?: boolean;
  /** Headers of the call's own (a report's ticket). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

interface ClientDeps {
  fetch: typeof fetch;
  notify: (message: string, variant: NotifyVariant, durationMs: number) => void;
  navigate: (to: string) => void;
  now: () => number;
}

const defaultDeps: ClientDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  notify,
  navigate: navigateTo,
  now: () => Date.now(),
};
let deps: ClientDeps = defaultDeps;

/** Tests swap fetch, the toast, navigation and the clock. */
export function configureApiClient(overrides: Partial<ClientDeps>): void {
  deps = { ...defaultDeps, ...overrides };
}

function url(path: string): string {
  return API_BASE + path.replace(/^\/+/, '');
}

async function send(path: string, options: RequestOptions, token: string | null, accept = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await deps.fetch(url(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (!options.quiet) deps.notify(errorMessages.noResponse, 'error', TOAST_DEFAULT_MS);
    throw new ApiError(0, errorMessages.noResponse);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Asks for a new access token once, however many requests need it at the same time.
 * The refresh call and its schemas load on the first refresh (`token-refresh.ts`),
 * not with the shell.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) return false;
    try {
      const { requestNewTokens } = await import('./token-refresh');
      const tokens = await requestNewTokens(session.refresh, { fetch: deps.fetch, url });
      if (!tokens) return false;
      updateSession({ ...tokens, refreshTime: deps.now() });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Ends the session and goes to sign-in. A session the server no longer
 * accepts (refresh refused, a retry refused, a day old) is said so in a toast:
 * people are not sent to sign-in without a word. Without a session there is
 * nothing to say (a visitor who never signed in).
 */
function endSession(): never {
  if (getSession()) deps.notify(errorMessages.sessionEnded, 'info', TOAST_DEFAULT_MS);
  clearSession();
  deps.navigate('/login');
  throw new ApiError(401, errorMessages.sessionEnded);
}

/** Spec 1 §4: before a call, end a day-old session and refresh a stale token. */
async function ensureFreshToken(): Promise<string> {
  const session = getSession();
  if (!session) endSession();
  const now = deps.now();
  if (now - session.loginTime > SESSION_MAX_AGE_MS) endSession();
  if (now - session.refreshTime > REFRESH_AFTER_MS) {
    const refreshed = await refreshAccessToken();
    if (!refreshed) endSession();
  }
  return getSession()?.access ?? endSession();
}

/**
 * The access token for a call the client cannot make through `fetch` (an
 * upload with progress goes through XMLHttpRequest): the same day and refresh
 * rules as every call.
 */
export function freshAccessToken(): Promise<string> {
  return ensureFreshToken();
}

/** Spec 1 §8, the central table. */
function handleFailure(error: ApiError, options: RequestOptions): void {
  const { status, detail } = error;
  if (status === 401 && options.isLogin) {
    deps.notify(errorMessages.invalidCredentials, 'error', TOAST_LONG_MS);
  } else if (status === 400) {
    deps.notify(detail, 'error', TOAST_LONG_MS);
  } else if (status === 404) {
    deps.notify(errorMessages.notFound, 'error', TOAST_DEFAULT_MS);
    // Spec 1 §8 "go home": a signed-in user's home is the dashboard, never the marketing page (decision 024).
    deps.navigate(getSession() ? '/dashboard' : '/');
  } else if (status === 403 && detail === accountMessages.accountInactive) {
    deps.navigate('/inactive');
  } else if (status === 500) {
    deps.notify(errorMessages.unknown, 'error', TOAST_DEFAULT_MS);
  } else {
    // 401 on a public call, 403, 409, 413, 429, 503: the server's sentence says what to do.
    deps.notify(detail || errorMessages.unknown, 'error', TOAST_DEFAULT_MS);
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail, errors } = body as { detail: unknown; errors?: FieldErrors };
    return new ApiError(status, String(detail), errors);
  }
  return new ApiError(status, status >= 500 ? errorMessages.unknown : typeof body === 'string' ? body : '');
}

/** The call with the token rules: a fresh token first, one refresh and retry on a 401. */
async function authorizedResponse(path: string, options: RequestOptions, accept?: string): Promise<Response> {
  const auth = options.auth ?? true;
  let token = auth ? await ensureFreshToken() : null;
  let response = await send(path, options, token, accept);

  if (response.status === 401 && auth) {
    // One refresh, one retry; then the session is over.
    const refreshed = await refreshAccessToken();
    if (!refreshed) endSession();
    token = getSession()?.access ?? null;
    response = await send(path, options, token, accept);
    if (response.status === 401) endSession();
  }
  return response;
}

/** A refused call: the central table (unless the caller expects the status), then the error. */
async function failure(response: Response, options: RequestOptions): Promise<never> {
  const error = toApiError(response.status, await readBody(response));
  if (!options.quiet && !options.expectedStatuses?.includes(response.status)) handleFailure(error, options);
  throw error;
}

/**
 * The server answered something the client cannot read (not what the operation
 * declares): told like a 500, with the reason in the console for whoever debugs it.
 */
export function unreadableAnswer(where: string, issues: unknown, quiet = false): ApiError {
  console.error(`${where}: the answer does not match its declaration`, issues);
  if (!quiet) deps.notify(errorMessages.unknown, 'error', TOAST_DEFAULT_MS);
  return new ApiError(500, errorMessages.unknown);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedResponse(path, options);
  if (!response.ok) return failure(response, options);
  return (await readBody(response)) as T;
}

/** A file the API answers (an Excel export): the body and its `Content-Disposition`, same token and error rules. */
export interface ApiFile {
  blob: Blob;
  contentDisposition: string | null;
}

export async function apiFile(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ApiFile> {
  const response = await authorizedResponse(path, { ...options, method: 'GET' }, '*/*');
  if (!response.ok) return failure(response, options);
  return { blob: await response.blob(), contentDisposition: response.headers.get('Content-Disposition') };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  file: apiFile,
};
