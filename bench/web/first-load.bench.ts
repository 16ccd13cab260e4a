/**
 * What a browser downloads to show the web app: run with `npm run bench:web`
 * (`-- --build` to rebuild first). Builds apps/web when dist is missing or
 * older than its sources, starts the real server on a free port with a
 * temporary PGlite data dir, opens Debian chromium, and prints:
 *
 * - the JavaScript and CSS of the first load of `/`, `/login` and (signed in
 *   as the seeded demo account holder) `/dashboard`, as chromium requested
 *   them with a cold cache: bytes on the wire (the server's encoding) and the
 *   gzip -9 size of the same files;
 * - each route chunk of dist (gzip and brotli), alone and with the chunks it
 *   imports that the shell does not load;
 * - the first contentful paint of `/login`, median of 5 cold loads, with no
 *   throttling and on an emulated provincial connection.
 *
 * Figures only: nothing passes or fails. Sizes in KiB (1024 bytes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright-core';
import { repoRoot, startServer } from '../../apps/web/e2e/server.ts';

const CHROMIUM = '/usr/bin/chromium';
const webRoot = path.join(repoRoot, 'apps', 'web');
const dist = path.join(webRoot, 'dist');
const FCP_RUNS = 5;
/** An emulated slow provincial link (CDP Network.emulateNetworkConditions). */
const PROVINCIAL = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const DEMO = { username: 'demoadmin', password: 'Subaybay2026!' };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

function newestMtime(target: string): number {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function buildIfNeeded(force: boolean) {
  const index = path.join(dist, 'index.html');
  const sources = [path.join(webRoot, 'src'), path.join(webRoot, 'index.html'), path.join(webRoot, 'vite.config.ts'), path.join(repoRoot, 'packages', 'domain', 'src')];
  const stale = !existsSync(index) || Math.max(...sources.map(newestMtime)) > statSync(index).mtimeMs;
  if (!force && !stale) return;
  console.log('Building the web app …');
  const result = spawnSync('npm', ['run', 'build', '-w', '@subaybay/web'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build -w @subaybay/web failed');
}

const gzipCache = new Map<string, number>();
/** gzip -9 size of a dist file: its `.gz` when the build wrote one, else compressed here. */
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

interface Loaded {
  url: string;
  kind: 'script' | 'stylesheet';
  encoding: string;
  wire: number;
  raw: number;
  gzip: number;
}

/** Records the scripts and stylesheets of one navigation, with the cache off. */
async function firstLoad(page: Page, cdp: CDPSession, navigate: () => Promise<unknown>): Promise<Loaded[]> {
  const pending: Promise<Loaded | null>[] = [];
  const onFinished = (request: Request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const file = path.join(dist, new URL(request.url()).pathname);
        if (!existsSync(file)) return null;
        return {
          url: new URL(request.url()).pathname,
          kind,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          wire: sizes.responseBodySize,
          raw: statSync(file).size,
          gzip: gzipSize(file),
        };
      })(),
    );
  };
  await cdp.send('Network.clearBrowserCache');
  page.on('requestfinished', onFinished);
  try {
    await navigate();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('requestfinished', onFinished);
  }
  return (await Promise.all(pending)).filter((loaded): loaded is Loaded => loaded !== null);
}

function printLoad(route: string, loaded: Loaded[]) {
  const sum = (kind: Loaded['kind'], key: 'wire' | 'raw' | 'gzip') => loaded.filter((l) => l.kind === kind).reduce((total, l) => total + l[key], 0);
  const scripts = loaded.filter((l) => l.kind === 'script');
  const encodings = [...new Set(scripts.map((l) => l.encoding))].join('+') || '-';
  console.log(
    `${pad(route, 12)}${padStart(String(scripts.length), 5)}${padStart(kib(sum('script', 'raw')), 10)}${padStart(kib(sum('script', 'gzip')), 10)}` +
      `${padStart(kib(sum('script', 'wire')), 10)}  ${pad(encodings, 9)}${padStart(kib(sum('stylesheet', 'gzip')), 9)}`,
  );
  return loaded;
}

/** The files a chunk imports statically (rolldown writes `from"./x.js"` and `import"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1] as string);
}

function closure(files: string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    closure(staticImports(file), into);
  }
  return into;
}

function printRouteChunks() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shellRoots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] as string);
  const shell = closure(shellRoots);
  const size = (files: Iterable<string>, measure: (file: string) => number) =>
    [...files].reduce((total, file) => total + measure(path.join(dist, 'assets', file)), 0);
  console.log(`\nShell (index.html's scripts and what they import): ${shell.size} files, ${kib(size(shell, gzipSize))} KiB gzip, ${kib(size(shell, brotliSize))} KiB br`);
  console.log(`\n${pad('Route chunk', 44)}${padStart('gzip', 8)}${padStart('br', 8)}${padStart('+deps gz', 10)}  (deps: static imports the shell does not load)`);
  const pages = readdirSync(path.join(dist, 'assets'))
    .filter((file) => /-page-[\w-]+\.js$/.test(file) && !file.startsWith('vendor-'))
    .sort();
  for (const file of pages) {
    const own = path.join(dist, 'assets', file);
    const extra = [...closure([file])].filter((dep) => !shell.has(dep));
    console.log(`${pad(file, 44)}${padStart(kib(gzipSize(own)), 8)}${padStart(kib(brotliSize(own)), 8)}${padStart(kib(size(extra, gzipSize)), 10)}`);
  }
}

async function firstContentfulPaint(context: BrowserContext, url: string, network?: typeof PROVINCIAL): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < FCP_RUNS; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await page.goto(url, { waitUntil: 'load' });
    // A string, not a function: tsx would add helpers the page does not have.
    const fcp = (await page.evaluate(`new Promise((resolve) => {
      const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (read() !== undefined) return resolve(read());
      new PerformanceObserver(() => read() !== undefined && resolve(read())).observe({ type: 'paint', buffered: true });
      setTimeout(() => resolve(Number.NaN), 30000);
    })`)) as number;
    times.push(fcp);
    await page.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium).`);
  buildIfNeeded(process.argv.includes('--build'));
  const server = await startServer();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'subaybay-bench-chromium-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1366, height: 860 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context.setDefaultTimeout(60_000);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    console.log(`First load, cold cache (${server.baseUrl}); KiB. wire = bytes chromium received, gzip = gzip -9 of the same files.\n`);
    console.log(`${pad('route', 12)}${padStart('js', 5)}${padStart('js raw', 10)}${padStart('js gzip', 10)}${padStart('js wire', 10)}  ${pad('encoding', 9)}${padStart('css gzip', 9)}`);
    printLoad('/', await firstLoad(page, cdp, () => page.goto(`${server.baseUrl}/`)));
    printLoad('/login', await firstLoad(page, cdp, () => page.goto(`${server.baseUrl}/login`)));

    // Sign in as the demo office's account holder, then load /dashboard afresh (the session stays in the tab).
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForLoadState('networkidle');
    printLoad('/dashboard', await firstLoad(page, cdp, () => page.reload()));

    printRouteChunks();

    const local = await firstContentfulPaint(context, `${server.baseUrl}/login`);
    const slow = await firstContentfulPaint(context, `${server.baseUrl}/login`, PROVINCIAL);
    console.log(`\nFirst contentful paint of /login, median of ${FCP_RUNS} cold loads:`);
    console.log(`  no throttling:                                   ${local.toFixed(0)} ms`);
    console.log(`  provincial link (1.6 Mbit/s down, 150 ms RTT):   ${slow.toFixed(0)} ms`);
  } finally {
    await context?.close();
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();
