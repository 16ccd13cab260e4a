import { z } from 'zod';
import { noContent } from '../api/common-schemas.js';
import type { ErrorStatus, OperationAccess } from '../api/operation.js';
import { idParam } from '../common/ids.js';
import type { Permission } from '../permissions/permissions.rules.js';

/**
 * The operations every contract record kind shares (list by contract, one,
 * create, update, delete), built from what names the kind: its path segment,
 * tag, schemas and permission rows. The routes are data: a new record kind is
 * one `recordOperations({...})` declaration, and what differs between kinds
 * (a summary, a refusal, a PUT delete, an extra read) stays written where the
 * kind is declared (contract-records.operations.ts).
 *
 * Paths: the spec writes the list without a trailing slash, create, update and
 * delete with one, and `{id}` mostly without; the server answers every path
 * with and without it (API.md), so the kinds share one spelling.
 */

/** A contract's records: `…/contract/{contractId}`. */
export const contractIdParams = z.object({ contractId: idParam });
/** One record: `…/{id}`. */
export const recordIdParams = z.object({ id: idParam });

/** A reader who is not signed in is refused (401); an inactive office's reader too under `activeAccount` (403). */
function readErrors(access: OperationAccess): readonly ErrorStatus[] {
  return access === 'activeAccount' ? [401, 403, 404] : [401, 404];
}

const WRITE_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 404];
const DELETE_ERRORS: readonly ErrorStatus[] = [401, 403, 404];

/** What names a record kind in its URLs and OpenAPI document. */
export interface RecordKindPath {
  /** The URL segment under /api/ (the spec's: `financial-accomplishments` for billings). */
  readonly segment: string;
  /** The OpenAPI tag. */
  readonly tag: string;
}

/** `GET <segment>/contract/{contractId}`: a contract's records (404 when the contract is not the office's). */
export function listByContractOperation<const R extends z.ZodType>(
  kind: RecordKindPath & { readonly access: OperationAccess },
  record: R,
  summary: string,
  options: { path?: string; errors?: readonly ErrorStatus[] } = {},
) {
  return {
    method: 'GET',
    path: options.path ?? `${kind.segment}/contract/{contractId}`,
    tag: kind.tag,
    summary,
    access: kind.access,
    params: contractIdParams,
    status: 200,
    response: z.array(record),
    errors: options.errors ?? readErrors(kind.access),
  } as const;
}

/** `GET <segment>/{id}`: one record. */
export function oneRecordOperation<const R extends z.ZodType>(kind: RecordKindPath & { readonly access: OperationAccess }, record: R, summary: string) {
  return {
    method: 'GET',
    path: `${kind.segment}/{id}`,
    tag: kind.tag,
    summary,
    access: kind.access,
    params: recordIdParams,
    status: 200,
    response: record,
    errors: readErrors(kind.access),
  } as const;
}

/** `POST <segment>/create/` (201, the record as written). */
export function createRecordOperation<const B extends z.ZodType, const R extends z.ZodType, const P extends Permission | undefined>(
  kind: RecordKindPath & { readonly access: OperationAccess },
  body: B,
  written: R,
  permission: P,
  summary: string,
) {
  return {
    method: 'POST',
    path: `${kind.segment}/create/`,
    tag: kind.tag,
    summary,
    access: kind.access,
    permission,
    body,
    status: 201,
    response: written,
    errors: WRITE_ERRORS,
  } as const;
}

/** `PUT <segment>/update/{id}/` (200, the record as written). */
export function updateRecordOperation<const B extends z.ZodType, const R extends z.ZodType, const P extends Permission | undefined>(
  kind: RecordKindPath & { readonly access: OperationAccess },
  body: B,
  written: R,
  permission: P,
  summary: string,
) {
  return {
    method: 'PUT',
    path: `${kind.segment}/update/{id}/`,
    tag: kind.tag,
    summary,
    access: kind.access,
    permission,
    params: recordIdParams,
    body,
    status: 200,
    response: written,
    errors: WRITE_ERRORS,
  } as const;
}

/** `DELETE <segment>/delete/{id}/` (204); a kind whose rules may refuse the delete adds 400. */
export function deleteRecordOperation<const M extends 'DELETE' | 'PUT', const P extends Permission | undefined>(
  kind: RecordKindPath & { readonly access: OperationAccess },
  method: M,
  permission: P,
  summary: string,
  options: { mayRefuse?: boolean } = {},
) {
  return {
    method,
    path: `${kind.segment}/delete/{id}/`,
    tag: kind.tag,
    summary,
    access: kind.access,
    permission,
    params: recordIdParams,
    status: 204,
    response: noContent,
    errors: options.mayRefuse ? WRITE_ERRORS : DELETE_ERRORS,
  } as const;
}

/** The permission-table rows checked before a write's handler runs (absent: the service decides). */
export interface RecordPermissions {
  readonly create?: Permission;
  readonly update?: Permission;
  readonly delete?: Permission;
}

/** A record kind with the five standard operations. */
export interface RecordKind<
  Record extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Written extends z.ZodType,
  Permissions extends RecordPermissions,
  DeleteMethod extends 'DELETE' | 'PUT',
> extends RecordKindPath {
  /** Who may read the kind's records. */
  readonly readAccess: OperationAccess;
  /** Who may write them (an inactive office is read-only: `activeAccount`). */
  readonly writeAccess: OperationAccess;
  /** The record as read (one row type per table). */
  readonly record: Record;
  /** The answer of create and update (the record, unless the kind answers more). */
  readonly written: Written;
  readonly createBody: Create;
  readonly updateBody: Update;
  readonly permissions: Permissions;
  /** The spec sends some kinds' delete as a PUT. */
  readonly deleteMethod: DeleteMethod;
  /** The kind's rules may refuse a delete (400). */
  readonly deleteMayRefuse?: boolean;
  /** The OpenAPI summary of each operation: what differs in words. */
  readonly summaries: { readonly list: string; readonly one: string; readonly create: string; readonly update: string; readonly delete: string };
}

/** The five standard operations of a record kind: `{ list, one, create, update, delete }`. */
export function recordOperations<
  const Record extends z.ZodType,
  const Create extends z.ZodType,
  const Update extends z.ZodType,
  const Written extends z.ZodType,
  const Permissions extends RecordPermissions,
  const DeleteMethod extends 'DELETE' | 'PUT',
>(kind: RecordKind<Record, Create, Update, Written, Permissions, DeleteMethod>) {
  const reads = { segment: kind.segment, tag: kind.tag, access: kind.readAccess };
  const writes = { segment: kind.segment, tag: kind.tag, access: kind.writeAccess };
  const { permissions, summaries } = kind;
  return {
    list: listByContractOperation(reads, kind.record, summaries.list),
    one: oneRecordOperation(reads, kind.record, summaries.one),
    create: createRecordOperation(writes, kind.createBody, kind.written, permissions.create, summaries.create),
    update: updateRecordOperation(writes, kind.updateBody, kind.written, permissions.update, summaries.update),
    delete: deleteRecordOperation(writes, kind.deleteMethod, permissions.delete, summaries.delete, { mayRefuse: kind.deleteMayRefuse === true }),
  } as const;
}
