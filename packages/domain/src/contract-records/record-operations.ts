import { z } from 'zod';
import { idParams } from '../api/common-schemas.js';
import type { ErrorStatus, OperationAccess } from '../api/operation.js';
import { operationFamily, type OperationFamily } from '../api/operation-family.js';
import { idParam } from '../common/id.schemas.js';
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

/**
 * The verbs of the records under one URL segment (`segment` is the spec's:
 * `financial-accomplishments` for billings), for one access. A write names its
 * contract in the body, so a contract of another office answers 404.
 */
export function recordVerbs<const F extends OperationFamily>(segment: string, family: F) {
  const verbs = operationFamily(family);
  return {
    /** `GET <segment>/contract/{contractId}`: a contract's records (404 when the contract is not the office's). */
    listOfContract<R extends z.ZodType>(record: R, summary: string, options: { path?: string; extraErrors?: readonly ErrorStatus[] } = {}) {
      const { path = `${segment}/contract/{contractId}`, extraErrors } = options;
      return verbs.read(path, z.array(record), summary, { params: contractIdParams, extraErrors });
    },
    /** `GET <segment>/{id}`: one record. */
    one<R extends z.ZodType>(record: R, summary: string) {
      return verbs.read(`${segment}/{id}`, record, summary, { params: idParams });
    },
    /** `POST <segment>/create/` (201, the record as written). */
    create<B extends z.ZodType, R extends z.ZodType>(
      body: B,
      written: R,
      permission: Permission | undefined,
      summary: string,
      options: { extraErrors?: readonly ErrorStatus[] } = {},
    ) {
      return verbs.create(`${segment}/create/`, body, written, summary, { permission, extraErrors: options.extraErrors ?? [404] });
    },
    /** `PUT <segment>/update/{id}/` (200, the record as written). */
    update<B extends z.ZodType, R extends z.ZodType>(body: B, written: R, permission: Permission | undefined, summary: string) {
      return verbs.update(`${segment}/update/{id}/`, body, written, summary, { permission, params: idParams });
    },
    /** `DELETE <segment>/delete/{id}/` (204); a kind whose rules may refuse the delete adds 400. */
    delete<const M extends 'DELETE' | 'PUT' = 'DELETE'>(
      permission: Permission | undefined,
      summary: string,
      options: { method?: M; mayRefuse?: boolean } = {},
    ) {
      const extraErrors: readonly ErrorStatus[] = options.mayRefuse ? [400] : [];
      return verbs.delete(`${segment}/delete/{id}/`, summary, { method: (options.method ?? 'DELETE') as M, permission, params: idParams, extraErrors });
    },
  };
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
  DeleteMethod extends 'DELETE' | 'PUT',
> {
  /** The URL segment under /api/ (the spec's: `financial-accomplishments` for billings). */
  readonly segment: string;
  /** The OpenAPI tag. */
  readonly tag: string;
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
  readonly permissions: RecordPermissions;
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
  const DeleteMethod extends 'DELETE' | 'PUT',
>(kind: RecordKind<Record, Create, Update, Written, DeleteMethod>) {
  const reads = recordVerbs(kind.segment, { tag: kind.tag, access: kind.readAccess });
  const writes = recordVerbs(kind.segment, { tag: kind.tag, access: kind.writeAccess });
  const { permissions, summaries } = kind;
  return {
    list: reads.listOfContract(kind.record, summaries.list),
    one: reads.one(kind.record, summaries.one),
    create: writes.create(kind.createBody, kind.written, permissions.create, summaries.create),
    update: writes.update(kind.updateBody, kind.written, permissions.update, summaries.update),
    delete: writes.delete(permissions.delete, summaries.delete, { method: kind.deleteMethod, mayRefuse: kind.deleteMayRefuse === true }),
  } as const;
}
