import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { idParam } from '../common/id.schemas.js';
import { asOfQuery, downloadQuery, noContent, xlsxFile } from './common-schemas.js';
import type { OperationBody, OperationParams, OperationQuery, OperationResult } from './operation.js';
import { impliedErrors, operationFamily } from './operation-family.js';

const idParams = z.object({ id: idParam });
const item = z.object({ id: z.number(), name: z.string() });
const input = z.object({ name: z.string() });

describe('impliedErrors: the error statuses a declaration implies', () => {
  it('401 unless public, 403 for an active account or a permission row, 404 for a path parameter', () => {
    expect(impliedErrors({ access: 'public' })).toEqual([]);
    expect(impliedErrors({ access: 'user' })).toEqual([401]);
    expect(impliedErrors({ access: 'user', permission: 'users.create' })).toEqual([401, 403]);
    expect(impliedErrors({ access: 'activeAccount', params: idParams })).toEqual([401, 403, 404]);
  });

  it('400 for a body or a query with rules, not for the download query (it takes anything)', () => {
    expect(impliedErrors({ access: 'public', body: input })).toEqual([400]);
    expect(impliedErrors({ access: 'activeAccount', query: asOfQuery })).toEqual([400, 401, 403]);
    expect(impliedErrors({ access: 'activeAccount', query: downloadQuery })).toEqual([401, 403]);
  });

  it('adds what the handler answers besides, once each and in order', () => {
    expect(impliedErrors({ access: 'public', body: input }, [429, 401])).toEqual([400, 401, 429]);
    expect(impliedErrors({ access: 'activeAccount', body: input }, [409, 403])).toEqual([400, 401, 403, 409]);
  });
});

describe('operationFamily: a declaration says only what is its own', () => {
  const things = operationFamily({ tag: 'things', access: 'activeAccount' });

  it('each verb fixes the method, the success status and the answer', () => {
    expect(things.read('things/{id}', item, 'One thing', { params: idParams })).toEqual({
      method: 'GET',
      path: 'things/{id}',
      tag: 'things',
      summary: 'One thing',
      access: 'activeAccount',
      params: idParams,
      status: 200,
      response: item,
      errors: [401, 403, 404],
    });
    expect(things.create('things/create/', input, item, 'Add a thing', { permission: 'contractors.create', extraErrors: [409] })).toEqual({
      method: 'POST',
      path: 'things/create/',
      tag: 'things',
      summary: 'Add a thing',
      access: 'activeAccount',
      permission: 'contractors.create',
      body: input,
      status: 201,
      response: item,
      errors: [400, 401, 403, 409],
    });
    expect(things.update('things/update/{id}/', input, item, 'Change a thing', { params: idParams })).toMatchObject({ method: 'PUT', status: 200 });
    expect(things.post('things/{id}/touch/', input, item, 'Touch a thing', { params: idParams })).toMatchObject({ method: 'POST', status: 200 });
    expect(things.delete('things/delete/{id}/', 'Delete a thing', { params: idParams })).toMatchObject({
      method: 'DELETE',
      status: 204,
      response: noContent,
      errors: [401, 403, 404],
    });
    expect(things.delete('things/delete/{id}/', 'Delete a thing', { method: 'PUT', params: idParams })).toMatchObject({ method: 'PUT' });
    expect(things.file('things/excel', 'The things as an Excel file', { query: downloadQuery })).toMatchObject({
      file: true,
      response: xlsxFile,
      errors: [401, 403],
    });
  });

  it('keeps the literal types the server and the web read (method, status, access, schemas)', () => {
    const one = things.read('things/{id}', item, 'One thing', { params: idParams, query: asOfQuery });
    expectTypeOf(one.method).toEqualTypeOf<'GET'>();
    expectTypeOf(one.access).toEqualTypeOf<'activeAccount'>();
    expectTypeOf<OperationParams<typeof one>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<OperationQuery<typeof one>>().toEqualTypeOf<z.output<typeof asOfQuery>>();
    const removed = things.delete('things/delete/{id}/', 'Delete a thing', { method: 'PUT', params: idParams });
    expectTypeOf(removed.method).toEqualTypeOf<'PUT'>();
    expectTypeOf<OperationResult<typeof removed>>().toEqualTypeOf<undefined>();
    const created = things.create('things/create/', input, item, 'Add a thing');
    expectTypeOf(created.status).toEqualTypeOf<201>();
    expectTypeOf<OperationBody<typeof created>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<OperationParams<typeof created>>().toEqualTypeOf<undefined>();
  });
});
