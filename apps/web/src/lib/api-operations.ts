import {
  operationUrl,
  type OperationDeclaration,
  type OperationInput,
  type OperationResult,
} from '@subaybay/domain';
import { apiRequest, unreadableAnswer, type RequestOptions } from './api-client';

/**
 * The web's one way to call a declared API operation (packages/domain
 * `<feature>.operations.ts`): the path is built from the declaration, the body
 * typed by it, and the answer parsed by its response schema, so what a page
 * reads is what the server promised, never a cast.
 */

export type CallOptions = Pick<RequestOptions, 'expectedStatuses' | 'signal' | 'auth' | 'isLogin'>;

/** `{}` when an operation reads nothing from the caller, so the input may be left out. */
export type InputArguments<O> = object extends OperationInput<O>
  ? [input?: OperationInput<O>, options?: CallOptions]
  : [input: OperationInput<O>, options?: CallOptions];

/** The path (under /api/) of one call of `operation`. */
export function urlOf<O extends OperationDeclaration>(operation: O, input?: OperationInput<O>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return operationUrl(operation, params, query);
}

/** Calls the operation and parses its answer with the declared response schema. */
export async function callOperation<O extends OperationDeclaration>(operation: O, ...[input, options]: InputArguments<O>): Promise<OperationResult<O>> {
  const { body } = (input ?? {}) as { body?: unknown };
  const writes = operation.method !== 'GET' && operation.method !== 'DELETE';
  const data = await apiRequest<unknown>(urlOf(operation, input), {
    ...options,
    method: operation.method,
    // A write without a declared body still sends JSON (`{}`), as the API expects.
    body: body ?? (writes ? {} : undefined),
  });
  if (operation.status === 204) return undefined as OperationResult<O>;
  const parsed = operation.response.safeParse(data);
  if (!parsed.success) throw unreadableAnswer(`${operation.method} ${operation.path}`, parsed.error.issues);
  return parsed.data as OperationResult<O>;
}
