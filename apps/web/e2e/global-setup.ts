import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDataTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the server has migrated and seeded once; each test file starts its server on a copy. */
    e2eDataTemplate: string;
  }
}

/**
 * Once per run, before any file: boot the server on an empty data folder so
 * it migrates and seeds the demo office, stop it, and hand the folder to the
 * files, which copy it instead of each migrating and seeding their own.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), 'subaybay-e2e-template-'));
  try {
    await prepareDataTemplate(template);
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
