import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The feature boundaries of CONVENTIONS §11 are kept by the linter
 * (`import-x/no-restricted-paths` in eslint.config.js). These cases lint a few
 * lines as if they were files of the app, so a change to the configuration
 * that stops catching a cross-feature import fails here, not in review.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as imported from '${importPath}';\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('feature boundaries in the linter', () => {
  const serverFile = 'apps/server/src/features/accounts/boundary-probe.ts';

  it.each([
    ['repository', '../activity/activity.repository.js'],
    ['routes', '../user-accounts/user-accounts.routes.js'],
    ['messages', '../user-accounts/user-accounts.messages.js'],
  ])("refuses a server feature importing another feature's %s", async (_kind, importPath) => {
    const errors = await boundaryErrors(serverFile, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('only through its <feature>.service.ts');
  });

  it.each([
    ["another feature's service", '../user-accounts/user-accounts.service.js'],
    ['its own repository', './accounts.repository.js'],
    ['shared lib code', '../../lib/activity-log.js'],
    ['the database schema', '../../db/schema/users.js'],
    ['a plugin', '../../plugins/auth.js'],
    ['the domain', '@subaybay/domain'],
  ])('lets a server feature import %s', async (_kind, importPath) => {
    expect(await boundaryErrors(serverFile, importPath)).toEqual([]);
  });

  it.each([
    ['apps/server/src/lib/boundary-probe.ts', '../features/accounts/accounts.service.js'],
    ['apps/server/src/plugins/boundary-probe.ts', '../features/user-accounts/user-accounts.repository.js'],
    ['apps/server/src/db/boundary-probe.ts', '../features/accounts/accounts.repository.js'],
    ['apps/server/src/db/schema/boundary-probe.ts', '../../features/accounts/accounts.repository.js'],
  ])('refuses shared server code (%s) importing a feature', async (filePath, importPath) => {
    const errors = await boundaryErrors(filePath, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('does not import features');
  });

  it('lets the demo seed, a composition root, import a feature', async () => {
    expect(await boundaryErrors('apps/server/src/db/seed/boundary-probe.ts', '../../features/accounts/accounts.repository.js')).toEqual([]);
  });

  const webFile = 'apps/web/src/features/dashboard/boundary-probe.tsx';

  it("refuses a web feature importing another feature's page", async () => {
    const errors = await boundaryErrors(webFile, '../accounts/pages/account-settings-page');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never its pages');
  });

  it('refuses shared web code importing a feature', async () => {
    expect(await boundaryErrors('apps/web/src/components/boundary-probe.tsx', '../features/accounts/api/get-account-details')).toHaveLength(1);
  });

  it.each([
    ["another feature's query", '../accounts/api/get-account-details'],
    ["another feature's component", '../activity/components/recent-activity-list'],
    ['shared components', '../../components/page-header'],
    ['shared lib code', '../../lib/api-client'],
  ])('lets a web feature import %s', async (_kind, importPath) => {
    expect(await boundaryErrors(webFile, importPath)).toEqual([]);
  });

  it('lets the app import pages', async () => {
    expect(await boundaryErrors('apps/web/src/app/boundary-probe.tsx', '../features/accounts/pages/account-settings-page')).toEqual([]);
  });
});
