import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The server and the admin command as two plain JavaScript files,
 * `apps/server/dist/main.js` and `dist/admin.js`, which `npm start`, `npm run
 * admin` and every test that starts a server process run with node.
 *
 * Why: run through tsx, each start spent about 4 s of CPU loading and
 * transpiling some 300 modules one by one (measured: 6.0 s to answer
 * /api/health, 2.5 s for the bundle, on PostgreSQL); the browser tests and
 * the admin CLI tests start dozens of servers. The workspace packages
 * (@subaybay/domain, TypeScript sources) are bundled in; every other package
 * stays in node_modules, imported as it is.
 *
 * `dist/` sits one folder below `apps/server`, like `src/`: the paths the
 * server finds from its own file (config.ts REPO_ROOT) are the same from both.
 */

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE_DIR = path.join(serverRoot, 'dist');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.js');
export const ADMIN_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'admin.js');

async function bundle(): Promise<void> {
  mkdirSync(SERVER_BUNDLE_DIR, { recursive: true });
  // Written beside, then renamed into place: a server started from the
  // previous bundle meanwhile never reads a half-written file.
  const staging = mkdtempSync(path.join(SERVER_BUNDLE_DIR, '.staging-'));
  try {
    await build({
      entryPoints: {
        main: path.join(serverRoot, 'src/main.ts'),
        admin: path.join(serverRoot, 'src/cli/admin.ts'),
        // The report worker's thread (lib/production-workers.ts), started by main.js from beside it.
        'production-worker': path.join(serverRoot, 'src/production-worker.ts'),
      },
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [
        {
          name: 'packages-stay-in-node-modules',
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@subaybay/') ? undefined : { path: args.path, external: true }));
          },
        },
      ],
    });
    for (const file of readdirSync(staging)) renameSync(path.join(staging, file), path.join(SERVER_BUNDLE_DIR, file));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

let bundling: Promise<void> | undefined;

/** Bundles once per process (several test projects' set-ups ask for it). */
export function bundleServer(): Promise<void> {
  bundling ??= bundle();
  return bundling;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleServer();
}
