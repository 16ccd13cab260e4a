import {
  operationUrl,
  type OperationDeclaration,
  type OperationInput,
  type OperationResult,
  type ReportQueuePlace,
} from '@subaybay/domain';
import { apiRequest, unreadableAnswer, type RequestOptions } from './api-client';
import { withReportTicket } from './report-queue';

/**
 * The web's one way to call a declared API operation (packages/domain
 * `<feature>.operations.ts`): the path is built from the declaration, the body
 * typed by it, and the answer parsed by its response schema, so what a page
 * reads is what the server promised, never a cast.
 */

export type CallOptions = Pick<RequestOptions, 'expectedStatuses' | 'signal' | 'auth' | 'isLogin' | 'quiet'> & {
  /** A heavy operation's place in the report queue, told while it waits (`report-queue.ts`). */
  onQueuePlace?: ((place: ReportQueuePlace) => void) | undefined;
};

/** `{}` when an operation reads nothing from the caller, so the input may be left out. */
export type InputArguments<O> = object extends OperationInput<O>
  ? [input?: OperationInput<O>, options?: CallOptions]
  : [input: OperationInput<O>, options?: CallOptions];

/** The path (under /api/) of one call of `operation`. */
export function urlOf<O extends OperationDeclaration>(operation: O, input?: OperationInput<O>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return operationUrl(operation, params, query);
}

/**
 * Whether a call of `operation` waits its turn in the server's report queue
 * (declared `heavy`): it then carries a ticket, and its caller may hear its
 * place. The one place the web reads the declaration's `heavy`.
 */
export function isQueued(operation: Pick<OperationDeclaration, 'heavy'>): boolean {
  return operation.heavy === true;
}

/** A file an operation answers (an Excel export): its path under /api/, and whether it waits in the report queue. */
export interface OperationFile {
  path: string;
  queued: boolean;
}

/** The file of one call of a file `operation`, for `downloadApiFile` and `DownloadExcelButton`. */
export function fileOf<O extends OperationDeclaration>(operation: O, input?: OperationInput<O>): OperationFile {
  return { path: urlOf(operation, input), queued: isQueued(operation) };
}

/** Calls the operation and parses its answer with the declared response schema. */
export async function callOperation<O extends OperationDeclaration>(operation: O, ...[input, options]: InputArguments<O>): Promise<OperationResult<O>> {
  const { body } = (input ?? {}) as { body?: unknown };
  const { onQueuePlace, ...requestOptions } = options ?? {};
  const writes = operation.method !== 'GET' && operation.method !== 'DELETE';
  const request = (headers?: Record<string, string>) =>
    apiRequest<unknown>(urlOf(operation, input), {
      ...requestOptions,
      headers,
      method: operation.method,
      // A write without a declared body still sends JSON (`{}`), as the API expects.
      body: body ?? (writes ? {} : undefined),
    });
  const data = isQueued(operation) ? await withReportTicket(request, { signal: requestOptions.signal, onPlace: onQueuePlace }) : await request();
  if (operation.status === 204) return undefined as OperationResult<O>;
  const parsed = operation.response.safeParse(data);
  if (!parsed.success) throw unreadableAnswer(`${operation.method} ${operation.path}`, parsed.error.issues, requestOptions.quiet);
  return parsed.data as OperationResult<O>;
}
