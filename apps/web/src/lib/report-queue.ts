import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { operationUrl, REPORT_TICKET_HEADER, reportQueueOperations, type ReportQueuePlace } from '@subaybay/domain';
import { apiRequest } from './api-client';

/**
 * The web side of the report queue (docs/decisions/039). A call of a `heavy`
 * operation (a year's report, its Excel file) carries a ticket the client makes
 * up; while the call is pending the client asks the server, about once a
 * second, where that ticket stands, so the page can say "Preparing… 2 ahead of
 * you" instead of a skeleton that says nothing.
 *
 * Where the place goes: a report page reads its data through a query, so the
 * place is kept in a small store keyed by that query's key (hashed as TanStack
 * hashes it): `operationQueryOptions` publishes under its key, the page reads
 * it back with `useReportQueuePlace(queryKey)` (useSyncExternalStore). An
 * Excel download needs no store: its button hears the place directly
 * (`onPlace`) and keeps it in its own state.
 */

/** The first question waits this long: most reports come back before anyone needs to be told anything. */
export const FIRST_QUEUE_POLL_MS = 700;
/** Then one question a second, each after the previous answer. */
export const QUEUE_POLL_INTERVAL_MS = 1000;

/**
 * A fresh ticket: 32 hex digits. `crypto.getRandomValues`, not `randomUUID`:
 * the latter exists only in secure contexts, and an office may open the app
 * over plain http on its LAN.
 */
export function newReportTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks where `ticket` stands until `signal` aborts, telling each answer to
 * `onPlace`. A 404 (not there yet, or already answered) or any failure says
 * nothing and the next question follows: the report's own call reports what
 * matters.
 */
function followTicket(ticket: string, signal: AbortSignal, onPlace: (place: ReportQueuePlace) => void): void {
  const path = operationUrl(reportQueueOperations.place, { ticket });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    try {
      const answer = await apiRequest<unknown>(path, { quiet: true, signal });
      const place = reportQueueOperations.place.response.safeParse(answer);
      if (place.success && !signal.aborted) onPlace(place.data);
    } catch {
      // Silent by design: see above.
    }
    if (!signal.aborted) timer = setTimeout(() => void ask(), QUEUE_POLL_INTERVAL_MS);
  };
  timer = setTimeout(() => void ask(), FIRST_QUEUE_POLL_MS);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

export interface QueueFollowing {
  /** The caller's abort (leaving the page): the questions stop with it. */
  signal?: AbortSignal | undefined;
  /** Told each place the server gives; without it no question is asked. */
  onPlace?: ((place: ReportQueuePlace) => void) | undefined;
}

/**
 * Runs a heavy call under a fresh ticket: `call` gets the ticket's header to
 * send; while it is pending the ticket's place goes to `onPlace`. The
 * questions stop when the call settles or is aborted.
 */
export async function withReportTicket<T>(call: (headers: Record<string, string>) => Promise<T>, { signal, onPlace }: QueueFollowing = {}): Promise<T> {
  const ticket = newReportTicket();
  const stop = new AbortController();
  const stopWithCaller = () => stop.abort();
  signal?.addEventListener('abort', stopWithCaller, { once: true });
  if (onPlace && !signal?.aborted) followTicket(ticket, stop.signal, onPlace);
  try {
    return await call({ [REPORT_TICKET_HEADER]: ticket });
  } finally {
    stop.abort();
    signal?.removeEventListener('abort', stopWithCaller);
  }
}

// The store of the places of the queries pending now, by hashed query key.
const places = new Map<string, ReportQueuePlace>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records where the query under `queryKey` stands; `undefined` forgets it (the call settled). */
export function publishQueuePlace(queryKey: QueryKey, place: ReportQueuePlace | undefined): void {
  const key = hashKey(queryKey);
  if (place === undefined) {
    if (!places.delete(key)) return;
  } else {
    places.set(key, place);
  }
  for (const listener of listeners) listener();
}

/** Where the query under `queryKey` stands in the report queue; `undefined` until the server has said. */
export function useReportQueuePlace(queryKey: QueryKey): ReportQueuePlace | undefined {
  const key = hashKey(queryKey);
  const read = useCallback(() => places.get(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
