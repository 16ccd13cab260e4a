import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../server/scripts/bundle-server';
import { prepareDatabaseTemplate, type DatabaseTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the server has migrated and seeded once; each test file starts its server on a copy. */
    e2eDatabaseTemplate: DatabaseTemplate;
  }
}

/**
 * Once per run, before any file: bundle the server from the sources as they
 * are, then boot it once on an empty database (a PostgreSQL database when
 * TEST_DATABASE_URL is set, as in CI; an embedded data folder otherwise) so it
 * migrates and seeds the demo office, stop it, and hand that database to the
 * files, which copy it instead of each migrating and seeding their own.
 */
export default async function setup(project: TestProject) {
  await bundleServer();
  const { template, remove } = await prepareDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('e2eDatabaseTemplate', template);
  return remove;
}
