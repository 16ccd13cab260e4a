import { declaredOperations, errorBodySchema, pathParameterNames } from '@subaybay/domain';

/** Anything with zod's `safeParse` (the domain's schemas). */
interface ResponseSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
}

type SuccessRoute = { method: string; path: RegExp; status: number; schema: ResponseSchema; parameters: number };

/** A declared path as a pattern over a mocked call's path (no /api/, no trailing slash, any query). */
function pathPattern(path: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${path.replace(/\/$/, '').split(/\{[^}]+\}/).map(literal).join('[^/?]+')}(\\?.*)?$`);
}

/**
 * The server's success answers, derived from the operations declared in
 * packages/domain (files excepted: they are not JSON). A mocked body that the
 * server could not send fails the test that mocks it.
 */
const successes: SuccessRoute[] = declaredOperations()
  .filter((operation) => !operation.file)
  .map((operation) => ({
    method: operation.method,
    path: pathPattern(operation.path),
    status: operation.status,
    schema: operation.response,
    parameters: pathParameterNames(operation.path).length,
  }));


/** JSON with sorted keys, to see fields the schema does not know (zod drops them). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Throws when `body` is not what the server answers to `METHOD path` with
 * `status`: error statuses carry the one error body of API.md; success
 * bodies the route's schema, with no field the server does not send.
 */
export function checkMockedResponse(method: string, path: string, status: number, body: unknown): void {
  const where = `${method} ${path} → ${status}`;
  if (status === 204) {
    if (body !== undefined) throw new Error(`${where}: a 204 has no body.`);
    return;
  }
  let schema: ResponseSchema;
  if (status >= 400) {
    schema = errorBodySchema;
  } else {
    // A literal segment beats a parameter: `user-accounts/project-inspectors` before `user-accounts/{id}`.
    const route = successes
      .filter((entry) => entry.method === method && entry.path.test(path))
      .sort((a, b) => a.parameters - b.parameters)[0];
    if (!route) throw new Error(`${where}: no declared operation answers this call (packages/domain <feature>.operations.ts).`);
    if (route.status !== status) throw new Error(`${where}: the server answers this call with ${route.status}.`);
    schema = route.schema;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${where}: the mocked body does not match the server's schema:\n${parsed.error.message}`);
  if (canonical(parsed.data) !== canonical(body)) {
    throw new Error(`${where}: the mocked body has fields the server does not send:\n${canonical(body)}\nthe schema keeps:\n${canonical(parsed.data)}`);
  }
}
