import type { z } from 'zod';
import type { Permission } from '../permissions/permissions.rules.js';

/**
 * One API operation, declared once: its method and path, what it reads
 * (params, query, body), what it answers, who may call it and its OpenAPI
 * summary. The server registers its routes from these declarations (and
 * refuses to boot when one has no handler), the web calls through them
 * (typed, responses parsed) and the tests' route table is derived from them.
 * docs/architecture.md walks one operation from here to the screen.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it (checked by the server for every route):
 * - `public`: no token (sign-in, registration, subscription types, health, site).
 * - `user`: a signed-in user, even of an inactive office, for reading; an inactive office's
 *   writes are refused like `activeAccount`'s.
 * - `activeAccount`: a signed-in user whose office's account is active.
 */
export type OperationAccess = 'public' | 'user' | 'activeAccount';

export type SuccessStatus = 200 | 201 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface OperationDeclaration {
  readonly method: HttpMethod;
  /**
   * The path under `/api/`, as the spec writes it, with `{name}` for each path
   * parameter and the spec's trailing slash: `contractors/update/{id}/`. The
   * server answers it with and without the trailing slash (API.md).
   */
  readonly path: string;
  /** The OpenAPI summary: one sentence saying what the operation does. */
  readonly summary: string;
  /** More for the OpenAPI document when a sentence is not enough (token claims, limits, what a caller must keep). */
  readonly description?: string;
  /** The OpenAPI tag (the concept's name in the glossary). */
  readonly tag: string;
  readonly access: OperationAccess;
  /**
   * The permission-table row that decides who may call it at all (the server
   * refuses others with the row's refusal before the handler runs). A rule
   * that depends on the record (the one-day window) stays in the service.
   */
  readonly permission?: Permission;
  /** The path parameters, parsed (`idParam`, `yearParam`): a failure answers 404. */
  readonly params?: z.ZodObject;
  /** The query string, parsed: a failure answers 400 on the field. */
  readonly query?: z.ZodObject;
  /** The JSON body, parsed: a failure answers 400 on the field. */
  readonly body?: z.ZodType;
  readonly status: SuccessStatus;
  /** The success answer's schema (`noContent` for 204, `xlsxFile` for a file). */
  readonly response: z.ZodType;
  /** The error statuses it may answer, for the OpenAPI document. */
  readonly errors: readonly ErrorStatus[];
  /**
   * An error status whose body is not the API's one error body (`{ detail }`):
   * its own schema (the health check's 503 also says `status`). Listed in `errors` too.
   */
  readonly errorBodies?: Partial<Readonly<Record<ErrorStatus, z.ZodType>>>;
  /**
   * The answer is a file (an Excel export), not JSON. Besides the bearer token
   * it accepts `?token=`, a download token for this very path (API.md "Excel downloads").
   */
  readonly file?: true;
  /**
   * The file answered is an image (`imageFile`): sent with its own content type and
   * `Cache-Control: private, immutable` (a photo's bytes never change under its path).
   * Also `file`, so the download token works for an `<img src>`.
   */
  readonly image?: true;
  /**
   * The request is `multipart/form-data`: one file (at most `maxBytes`; more answers 413)
   * and the text fields parsed by `form` (a failure answers 400 on the field). No JSON `body`.
   */
  readonly upload?: { readonly form: z.ZodType; readonly maxBytes: number; readonly tooLarge: string };
  /**
   * A report over a whole year (or its Excel file): the server produces at most a
   * few at once and queues the rest (the caller may send a ticket in
   * `x-report-ticket` and ask `report-queue/{ticket}` where it stands); a caller
   * that goes away cancels its work. docs/decisions/039.
   */
  readonly heavy?: true;
}

/** Declares an operation, keeping its literal types for the server's handler and the web's call. */
export function defineOperation<const O extends OperationDeclaration>(operation: O): O {
  return operation;
}

/** A feature's operations, by name: `{ list, create, page, update }`. */
export type OperationGroup = Readonly<Record<string, OperationDeclaration>>;

/** Declares a feature's operations (a name per operation, used by the handlers and the web). */
export function defineOperations<const G extends OperationGroup>(group: G): G {
  return group;
}

type Schema<O, K extends string> = O extends { readonly [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What the server's handler receives, parsed. */
export type OperationParams<O> = Schema<O, 'params'> extends z.ZodType ? z.output<Schema<O, 'params'>> : undefined;
export type OperationQuery<O> = Schema<O, 'query'> extends z.ZodType ? z.output<Schema<O, 'query'>> : undefined;
export type OperationBody<O> = Schema<O, 'body'> extends z.ZodType ? z.output<Schema<O, 'body'>> : undefined;
/** The parsed text fields of an upload (`upload.form`). */
export type OperationForm<O> = O extends { readonly upload: { readonly form: infer F extends z.ZodType } } ? z.output<F> : undefined;

/** What a caller sends: path parameters as numbers or text, query and body before parsing. */
export type OperationInput<O> = (Schema<O, 'params'> extends z.ZodType
  ? { params: { [K in keyof z.input<Schema<O, 'params'>>]: string | number } }
  : { params?: undefined }) &
  (Schema<O, 'query'> extends z.ZodType ? { query: z.input<Schema<O, 'query'>> } : { query?: undefined }) &
  (Schema<O, 'body'> extends z.ZodType ? { body: z.input<Schema<O, 'body'>> } : { body?: undefined });

/** The success answer as the caller reads it (parsed by the response schema). */
export type OperationResult<O> = O extends { readonly status: 204 }
  ? undefined
  : O extends { readonly response: infer R extends z.ZodType }
    ? z.output<R>
    : never;

/** The success answer as the handler returns it (the server's serializer parses it). */
export type OperationReply<O> = O extends { readonly status: 204 }
  ? void
  : O extends { readonly response: infer R extends z.ZodType }
    ? z.input<R>
    : never;

/** `{name}` placeholders of a path. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * The path of one call: parameters filled in (encoded) and the query written
 * in declaration order, skipping absent values. No leading slash; `/api/` is
 * the client's base.
 */
export function operationUrl(
  operation: Pick<OperationDeclaration, 'path'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  // A space as %20, like the path's parameters and every hand-written call before
  // (URLSearchParams writes `+`; a literal plus is already %2B).
  const text = search.toString().replace(/\+/g, '%20');
  return text ? `${path}?${text}` : path;
}

/** "GET contractors/{id}/": how an operation is named in errors and listings. */
export function operationName(operation: Pick<OperationDeclaration, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
