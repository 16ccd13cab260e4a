import { declaredOperations, defineOperations, noContent, type OperationDeclaration } from '@subaybay/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertEveryOperationImplemented, fastifyPath, operationRoutes, type OperationHandlers } from '../src/lib/operations.js';
import { apiTest } from './helpers/api-test.js';

/** A bare Fastify app with the registry `buildApp` decorates (no database: nothing is called). */
function bareApp() {
  const app = Fastify();
  app.decorate('implementedOperations', new Set<OperationDeclaration>());
  return app;
}

const pingOperations = defineOperations({
  ping: { method: 'GET', path: 'ping/', tag: 'test', summary: 'Answers nothing', access: 'public', status: 204, response: noContent, errors: [] },
  echo: {
    method: 'POST',
    path: 'echo/{id}/',
    tag: 'test',
    summary: 'Answers its body',
    access: 'public',
    params: z.object({ id: z.string() }),
    body: z.object({ text: z.string() }),
    status: 201,
    response: z.object({ text: z.string() }),
    errors: [400],
  },
});

describe('routes come from the declared operations', () => {
  it('a declaration without a handler stops the server at boot', async () => {
    const app = bareApp();
    const handlers = { ping: async () => undefined } as unknown as OperationHandlers<typeof pingOperations>;
    await expect(app.register(operationRoutes(pingOperations, () => handlers)).ready()).rejects.toThrow(
      'Operation echo (POST echo/{id}/) has no handler',
    );
  });

  it('a declared operation that no feature registers stops the server at boot, named', async () => {
    const app = bareApp();
    await app.ready();
    expect(() => assertEveryOperationImplemented(app)).toThrow(/Declared operations without a handler: .*PUT contractors\/update\/\{id\}\//);
  });

  it('the Fastify path drops the trailing slash (both are answered) and writes parameters as :name', () => {
    expect(fastifyPath('contractors/update/{id}/')).toBe('/contractors/update/:id');
    expect(fastifyPath('contractors/')).toBe('/contractors');
    expect(fastifyPath('token/')).toBe('/token');
  });

  apiTest('the OpenAPI document lists exactly the declared operations, each with its summary', async ({ api }) => {
    const document = (await api.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, entry]) => ({ name: `${method.toUpperCase()} ${path}`, summary: entry.summary })),
    );
    const declared = declaredOperations().map((operation) => ({
      name: `${operation.method} /api${fastifyPath(operation.path).replace(/:([^/]+)/g, '{$1}')}`,
      summary: operation.summary,
    }));
    // No route outside the declarations (every /api route is one), none declared and missing.
    expect(documented.map((entry) => entry.name).sort()).toEqual(declared.map((entry) => entry.name).sort());
    for (const { name, summary } of declared) expect(documented.find((entry) => entry.name === name)?.summary, name).toBe(summary);
    expect(declared.length).toBeGreaterThan(140);
  });

  apiTest('a path parameter that is not an id answers 404, before any permission or query', async ({ api, office }) => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const page = await api.request({ method: 'GET', url: `/api/contractors/${id}/`, token: office.holder.access });
      expect(page.statusCode, id).toBe(404);
      expect(page.json()).toEqual({ detail: 'Not found.' });
    }
  });

  apiTest("the declared permission answers 403 with the row's refusal before the handler runs", async ({ api, office }) => {
    const refused = await api.request({
      method: 'POST',
      url: '/api/contractors/create/',
      token: office.viewer.access,
      payload: { name: 'Refused Builders Inc.', office_address: 'Rizal Street, Tarlac City' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'A viewer cannot add or change contractors.' });
  });

  apiTest('a bad as-of date is a 400 on as_of, from the declared query schema', async ({ api, office }) => {
    const created = await api.request({ method: 'POST', url: '/api/contractors/create/', token: office.holder.access, payload: { name: 'Dated Builders Inc.', office_address: 'Rizal Street, Tarlac City' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const page = await api.request({ method: 'GET', url: `/api/contractors/${id}/?as_of=2023-02-29`, token: office.holder.access });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ errors: { as_of: ['The as-of date must be a date written YYYY-MM-DD.'] } });
  });
});
