import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const repoRoot = import.meta.dirname;
const serverFeatures = path.join(repoRoot, 'apps/server/src/features');
const webFeatures = path.join(repoRoot, 'apps/web/src/features');
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Feature boundaries (CONVENTIONS §11), one zone per feature folder. A feature
 * imports shared code (server: src/lib, src/db, src/plugins; web: src/components,
 * src/lib, src/app/paths) and the domain; of another feature only what that
 * feature offers: its `<f>.service.ts` (server), its `api/` queries and mutations
 * and its `components/` widgets (web), never its repository, routes, messages or
 * pages. Only `src/app` imports pages.
 */
const serverZones = folders(serverFeatures).map((feature) => ({
  target: path.join(serverFeatures, feature),
  from: path.join(serverFeatures, '*/**'),
  except: [
    path.join(serverFeatures, feature, '**'),
    ...folders(serverFeatures).map((other) => path.join(serverFeatures, other, `${other}.service.{ts,js}`)),
  ],
  message: `A feature uses another feature only through its <feature>.service.ts; shared code belongs in src/lib (server feature "${feature}").`,
}));

const webZones = folders(webFeatures).map((feature) => ({
  target: path.join(webFeatures, feature),
  from: [path.join(webFeatures, '*/**'), path.join(repoRoot, 'apps/web/src/app/**')],
  except: [
    path.join(webFeatures, feature, '**'),
    path.join(webFeatures, '*/api/**'),
    path.join(webFeatures, '*/components/**'),
    path.join(repoRoot, 'apps/web/src/app/paths.*'),
  ],
  message: `A feature uses another feature only through its api/ and components/ folders, never its pages (web feature "${feature}").`,
}));

/**
 * Shared server code never reaches into a feature. The composition roots
 * (app.ts, main.ts, cli/, db/seed/) wire features together and may import them.
 */
const sharedServerZone = {
  target: [
    path.join(repoRoot, 'apps/server/src/lib'),
    path.join(repoRoot, 'apps/server/src/plugins'),
    // db/ but not db/seed/, which is a composition root.
    path.join(repoRoot, 'apps/server/src/db/*.ts'),
    path.join(repoRoot, 'apps/server/src/db/!(seed)/**'),
  ],
  from: path.join(serverFeatures, '**'),
  message: 'Shared server code (lib, plugins, db) does not import features; only the composition roots (app.ts, main.ts, cli, db/seed) do.',
};

const sharedWebZone = {
  target: [path.join(repoRoot, 'apps/web/src/components'), path.join(repoRoot, 'apps/web/src/lib')],
  from: path.join(webFeatures, '**'),
  message: 'Shared components and lib code do not import features.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'test-fixtures/**/compute.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The server imports `./x.js` for `./x.ts`; the web imports without an extension.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [...serverZones, sharedServerZone, ...webZones, sharedWebZone] }],
    },
  },
  // Accessibility of the web app's JSX (UI.md: every control labelled, keyboard reachable).
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is given to the field components only, for the first field of a dialog
      // (focus moves into the dialog) or of a sign-in or entry form; on a DOM element it stays an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
