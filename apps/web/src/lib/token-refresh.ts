import { authOperations, operationUrl, type OperationInput } from '@subaybay/domain';

/**
 * `POST token/refresh/` with the session's refresh token: the new pair, or null when the server
 * refuses it or answers something else. A plain fetch, not `apiRequest`: a refused refresh ends the
 * session quietly (api-client.ts), without the central table's toast or a second refresh. Its own
 * module, loaded on the first refresh: the declaration carries zod, which the shell does not.
 */
export async function requestNewTokens(
  refreshToken: string,
  { fetch, url }: { fetch: typeof globalThis.fetch; url: (path: string) => string },
): Promise<{ access: string; refresh: string } | null> {
  const { refresh } = authOperations;
  const input: OperationInput<typeof refresh> = { body: { refresh: refreshToken } };
  const response = await fetch(url(operationUrl(refresh)), {
    method: refresh.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(input.body),
  });
  if (!response.ok) return null;
  // The refresh token is single use: the caller keeps the new one the server answers with.
  const parsed = refresh.response.safeParse(await response.json());
  return parsed.success ? { access: parsed.data.access, refresh: parsed.data.refresh } : null;
}
