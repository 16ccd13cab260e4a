import type { z } from 'zod';
import type { Permission } from '../permissions/permissions.rules.js';
import { downloadQuery, imageFile, noContent, xlsxFile } from './common-schemas.js';
import type { ErrorStatus, OperationAccess, OperationDeclaration } from './operation.js';

/**
 * The operations of one concept share their OpenAPI tag and who may call them;
 * a verb (read, file, create, update, delete, post) fixes the method, the
 * success status and the answer's shape; the error statuses follow from the
 * declaration (`impliedErrors`). So a declaration written with a family says
 * only what is its own: the spec's path, the schemas, the permission row and
 * the summary.
 *
 * ```ts
 * const projects = operationFamily({ tag: 'projects', access: 'activeAccount' });
 * one: projects.read('projects/{id}', projectSchema, 'One project', { params: idParams }),
 * ```
 */

/** What the operations of one concept share. */
export interface OperationFamily {
  /** The OpenAPI tag (the concept's name in the glossary). */
  readonly tag: string;
  readonly access: OperationAccess;
}

/** What any verb may add to its declaration. */
interface DeclarationExtras {
  /** More for the OpenAPI document when the summary is not enough. */
  readonly description?: string;
  /** Statuses the handler answers beyond those the declaration implies (a conflict, a refused delete, a body naming a record). */
  readonly extraErrors?: readonly ErrorStatus[];
  /** A year's report or its file: it waits its turn in the report queue (OperationDeclaration.heavy). */
  readonly heavy?: true;
}

export interface ReadOptions extends DeclarationExtras {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
}

export interface FileOptions extends DeclarationExtras {
  readonly params?: z.ZodObject;
  /** `downloadQuery`, or a report's own query extended with it. */
  readonly query: z.ZodObject;
}

export interface ImageOptions extends DeclarationExtras {
  readonly permission?: Permission;
  readonly params?: z.ZodObject;
}

/** What an upload's declaration says besides its path: the form fields and the file's limit. */
export interface UploadOptions extends DeclarationExtras {
  readonly permission?: Permission;
  readonly params?: z.ZodObject;
  /** The largest file accepted, in bytes, and the 413's sentence past it. */
  readonly maxBytes: number;
  readonly tooLarge: string;
}

export interface WriteOptions extends DeclarationExtras {
  readonly permission?: Permission;
  readonly params?: z.ZodObject;
}

export interface DeleteOptions extends WriteOptions {
  /** The spec sends some deletes as a PUT. */
  readonly method?: 'DELETE' | 'PUT';
}

/**
 * The error statuses a declaration implies, in order: 400 when it parses a body
 * or a query with rules (the download query takes anything), 401 unless it is
 * public, 403 for an active account (an inactive office is refused) or a
 * permission row, 404 when a path parameter names a record, 503 for a heavy
 * operation (a full report queue); then `extra`.
 */
export function impliedErrors(
  declaration: Pick<OperationDeclaration, 'access' | 'permission' | 'params' | 'query' | 'body' | 'heavy' | 'upload'>,
  extra: readonly ErrorStatus[] = [],
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(extra);
  if (declaration.body || declaration.upload || (declaration.query && declaration.query !== downloadQuery)) statuses.add(400);
  // An upload past its size.
  if (declaration.upload) statuses.add(413);
  if (declaration.access !== 'public') statuses.add(401);
  if (declaration.access === 'activeAccount' || declaration.permission) statuses.add(403);
  if (declaration.params) statuses.add(404);
  // The report queue refuses a heavy request when too many already wait.
  if (declaration.heavy) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The verbs of one family: each returns a declaration for `defineOperations`,
 * its literal types kept. The result is a family too (its tag and access).
 */
export function operationFamily<const F extends OperationFamily>(family: F) {
  // Read from `family` itself: a destructured property would widen to OperationAccess,
  // and the server types a public handler's actor (possibly null) by this literal.
  const tag: F['tag'] = family.tag;
  const access: F['access'] = family.access;
  const declared = <O extends DeclarationExtras>(options: O, schemas: Pick<OperationDeclaration, 'body' | 'upload'> = {}) => {
    const { extraErrors, ...rest } = options;
    return { rest, errors: impliedErrors({ access, ...rest, ...schemas }, extraErrors) };
  };
  /** A verb that sends a body: its method and success status. */
  const write =
    <const M extends 'POST' | 'PUT', const S extends 200 | 201>(method: M, status: S) =>
    <const B extends z.ZodType, const R extends z.ZodType, const O extends WriteOptions = Record<never, never>>(
      path: string,
      body: B,
      response: R,
      summary: string,
      options = {} as O,
    ) => {
      const { rest, errors } = declared(options, { body });
      return { method, path, tag, summary, access, ...rest, body, status, response, errors } as const;
    };
  return {
    tag,
    access,

    /** `GET path` answering `response` (200). */
    read<const R extends z.ZodType, const O extends ReadOptions = Record<never, never>>(path: string, response: R, summary: string, options = {} as O) {
      const { rest, errors } = declared(options);
      return { method: 'GET', path, tag, summary, access, ...rest, status: 200, response, errors } as const;
    },

    /** `GET path` answering an .xlsx file (200), with the bearer token or a download token. */
    file<const O extends FileOptions>(path: string, summary: string, options: O) {
      const { rest, errors } = declared(options);
      return { method: 'GET', path, tag, summary, access, file: true, ...rest, status: 200, response: xlsxFile, errors } as const;
    },

    /**
     * `GET path` answering an image (200): its bytes with their content type, cached by the
     * browser as immutable; the bearer token or a download token (for an `<img src>`).
     */
    image<const O extends ImageOptions>(path: string, summary: string, options: O) {
      const { rest, errors } = declared(options);
      return { method: 'GET', path, tag, summary, access, file: true, image: true, ...rest, status: 200, response: imageFile, errors } as const;
    },

    /**
     * `POST path` with a multipart/form-data body: one file (at most `maxBytes`: 413 with
     * `tooLarge`) and the text fields `form` parses; answers the record made (201).
     */
    upload<const F extends z.ZodType, const R extends z.ZodType, const O extends UploadOptions>(path: string, form: F, response: R, summary: string, options: O) {
      const { maxBytes, tooLarge, ...others } = options;
      const upload = { form, maxBytes, tooLarge } as const;
      const { rest, errors } = declared(others, { upload });
      return { method: 'POST', path, tag, summary, access, ...rest, upload, status: 201, response, errors } as const;
    },

    /** `POST path` writing a new record and answering it (201). */
    create: write('POST', 201),
    /** `PUT path` changing a record and answering it (200). */
    update: write('PUT', 200),
    /** `POST path` doing something other than creating (a sign-in, a link between records), answering `response` (200). */
    post: write('POST', 200),

    /** `DELETE path` (or the spec's PUT) removing a record, answering nothing (204). */
    delete<const O extends DeleteOptions = Record<never, never>>(path: string, summary: string, options = {} as O) {
      const { method = 'DELETE', ...others } = options;
      const { rest, errors } = declared(others);
      const declaredMethod = method as O['method'] extends 'PUT' ? 'PUT' : 'DELETE';
      return { method: declaredMethod, path, tag, summary, access, ...rest, status: 204, response: noContent, errors } as const;
    },
  };
}
