import { MIN_LONG_NAME, MIN_SHORT_NAME } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { expenditureSourceNames } from '../src/db/schema/expenditure-source-names.js';
import { projects } from '../src/db/schema/projects.js';
import { insertProject } from './helpers/records.js';
import { eq } from 'drizzle-orm';
import { apiTest } from './helpers/api-test.js';

/**
 * Answer schemas describe shapes only: a record stored before today's input
 * rules (a migration from the old system, a rule that tightened) still reads.
 */
describe('answers describe shapes, not input rules', () => {
  apiTest('a legacy expenditure source name shorter than the minimum still lists (200)', async ({ api, office }) => {
    const legacy = { longName: 'Fund', shortName: 'F' };
    expect(legacy.longName.length).toBeLessThan(MIN_LONG_NAME);
    expect(legacy.shortName.length).toBeLessThan(MIN_SHORT_NAME);
    const [row] = await api.db
      .insert(expenditureSourceNames)
      .values({ accountId: office.accountId, ...legacy })
      .returning({ id: expenditureSourceNames.id });

    const response = await api.request({ method: 'GET', url: '/api/expenditure-source-names/', token: office.viewer.access });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: row?.id, long_name: 'Fund', short_name: 'F' }]);
  });

  apiTest('a legacy name can be renamed to one that meets the rules (200)', async ({ api, office }) => {
    const [row] = await api.db
      .insert(expenditureSourceNames)
      .values({ accountId: office.accountId, longName: 'Fund', shortName: 'F' })
      .returning({ id: expenditureSourceNames.id });
    const response = await api.request({
      method: 'PUT',
      url: `/api/expenditure-source-names/update/${row?.id}/`,
      token: office.holder.access,
      payload: { long_name: 'General Fund', short_name: 'GF' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: row?.id, long_name: 'General Fund', short_name: 'GF' });
  });

  apiTest('a legacy project outside today\'s year range, with a name longer than the limit, still reads (200)', async ({ api, office }) => {
    const id = await insertProject(api, office.accountId, { name: 'P'.repeat(600), implementationYear: 1985 });
    await api.db.update(projects).set({ description: '' }).where(eq(projects.id, id));
    for (const url of [`/api/projects/${id}`, '/api/projects/year/1985', '/api/projects/']) {
      const response = await api.request({ method: 'GET', url, token: office.viewer.access });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
