import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_GRAPH_FILE, type ChunkGraph, type GraphChunk } from './chunk-graph.js';

/**
 * The first-load budget: what a browser must download before it can show `/`,
 * `/login` or the dashboard, in gzip -9 kB (1 kB = 1000 bytes) of JavaScript,
 * read from the build (`dist/`) and its chunk graph, never from timings.
 *
 * A first load is the shell (the entry chunk and every chunk it imports
 * statically: what `index.html` preloads) plus, for each page module the
 * address opens, that module's chunk and its static imports. When one is over
 * its budget, the check names each chunk of it that is new or bigger than when
 * the sizes were last recorded, with the chain of imports from the shell or the
 * page that pulled it in.
 *
 * `npm run check:first-load -w @subaybay/web` (after `vite build`); `-- --record`
 * writes today's chunk sizes into the budget file once a growth is accepted.
 */

export interface FirstLoad {
  /** The address, for the messages: `/login`. */
  address: string;
  /** The page modules the address loads (its page and its route-queries), relative to apps/web. */
  pages: string[];
  /** kB of gzip -9 JavaScript. */
  budget: number;
}

export interface Budget {
  /** The shell alone (what index.html preloads). */
  shell: number;
  firstLoads: FirstLoad[];
  /** Each chunk's gzip kB when last recorded (`--record`), by chunk name: what "grew" is measured against. */
  recorded: Record<string, number>;
}

export interface LoadReport {
  address: string;
  budget: number;
  kB: number;
  chunks: { name: string; fileName: string; kB: number; recorded: number | null }[];
  /** Present when over budget: one line per chunk that is new or grew, with the import that pulled it in. */
  culprits: string[];
}

const kB = (bytes: number) => Math.round(bytes / 10) / 100;

/** The chunks a set of chunks loads before it runs: themselves and their static imports, transitively. */
export function staticClosure(graph: ChunkGraph, start: readonly GraphChunk[]): GraphChunk[] {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, GraphChunk>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

/** The shortest chain of static imports from `roots` to a module of `chunk` (`a.ts → b.ts → node_modules/zod/…`). */
export function importChain(graph: ChunkGraph, roots: readonly string[], chunk: GraphChunk): string[] | null {
  const targets = new Set(chunk.modules);
  const previous = new Map<string, string | null>(roots.map((root) => [root, null]));
  const queue = [...roots];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (targets.has(module)) {
      const chain = [module];
      for (let at = previous.get(module); at; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.imports[module] ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, module);
      queue.push(next);
    }
  }
  return null;
}

/** Each first load (the shell first) against its budget; `sizeOf` gives a chunk file's gzip bytes. */
export function checkBudget(graph: ChunkGraph, budget: Budget, sizeOf: (fileName: string) => number): LoadReport[] {
  const entry = graph.chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const shell = staticClosure(graph, [entry]);
  const loads: { address: string; budget: number; chunks: GraphChunk[]; roots: string[] }[] = [
    { address: 'the shell (what index.html preloads)', budget: budget.shell, chunks: shell, roots: entry.facadeModule ? [entry.facadeModule] : [] },
  ];
  for (const load of budget.firstLoads) {
    const pageChunks = load.pages.map((page) => {
      const chunk = graph.chunks.find((candidate) => candidate.facadeModule === page || candidate.modules.includes(page));
      if (!chunk) throw new Error(`${load.address}: no chunk holds ${page}; the budget file names a page that is not built.`);
      return chunk;
    });
    const roots = [...(entry.facadeModule ? [entry.facadeModule] : []), ...load.pages];
    loads.push({ address: load.address, budget: load.budget, chunks: staticClosure(graph, [entry, ...pageChunks]), roots });
  }

  return loads.map((load) => {
    const chunks = load.chunks
      .map((chunk) => ({ name: chunk.name, fileName: chunk.fileName, kB: kB(sizeOf(chunk.fileName)), recorded: budget.recorded[chunk.name] ?? null }))
      .sort((a, b) => b.kB - a.kB);
    const total = kB(load.chunks.reduce((sum, chunk) => sum + sizeOf(chunk.fileName), 0));
    const culprits: string[] = [];
    if (total > load.budget) {
      for (const chunk of chunks) {
        // A tenth of a kB is noise between builds; what grew more, or is new, is named.
        if (chunk.recorded !== null && chunk.kB <= chunk.recorded + 0.1) continue;
        const graphChunk = load.chunks.find((candidate) => candidate.fileName === chunk.fileName)!;
        const chain = importChain(graph, load.roots, graphChunk);
        const what = chunk.recorded === null ? `new chunk ${chunk.name} (${chunk.kB} kB)` : `${chunk.name} grew from ${chunk.recorded} to ${chunk.kB} kB`;
        culprits.push(`${what}, pulled in by ${chain ? chain.join(' → ') : 'an import the graph does not show'}`);
      }
      if (culprits.length === 0) culprits.push('no chunk grew past its recorded size: small growths add up; record the sizes once the growth is accepted.');
    }
    return { address: load.address, budget: load.budget, kB: total, chunks, culprits };
  });
}

function main() {
  const webRoot = path.resolve(import.meta.dirname, '..');
  const dist = path.join(webRoot, 'dist');
  const budgetFile = path.join(webRoot, 'first-load-budget.json');
  let graph: ChunkGraph;
  try {
    graph = JSON.parse(readFileSync(path.join(dist, CHUNK_GRAPH_FILE), 'utf8')) as ChunkGraph;
  } catch {
    console.error(`No ${CHUNK_GRAPH_FILE} in ${dist}: build the web app first (npm run build -w @subaybay/web).`);
    process.exit(2);
  }
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
  const sizes = new Map<string, number>();
  const sizeOf = (fileName: string) => {
    if (!sizes.has(fileName)) sizes.set(fileName, gzipSync(readFileSync(path.join(dist, fileName)), { level: 9 }).length);
    return sizes.get(fileName)!;
  };
  const reports = checkBudget(graph, budget, sizeOf);

  if (process.argv.includes('--record')) {
    const recorded: Record<string, number> = {};
    for (const report of reports) for (const chunk of report.chunks) recorded[chunk.name] = chunk.kB;
    writeFileSync(budgetFile, `${JSON.stringify({ ...budget, recorded: Object.fromEntries(Object.entries(recorded).sort()) }, null, 2)}\n`);
    console.log(`Recorded the sizes of ${Object.keys(recorded).length} chunks in ${path.relative(process.cwd(), budgetFile)}.`);
  }

  let over = 0;
  for (const report of reports) {
    const verdict = report.kB > report.budget ? 'OVER' : 'ok';
    console.log(`${verdict.padEnd(4)} ${report.address}: ${report.kB} kB of ${report.budget} kB (${report.chunks.length} chunks)`);
    for (const culprit of report.culprits) console.log(`     ${culprit}`);
    if (report.kB > report.budget) over += 1;
  }
  if (over > 0) {
    console.error(`\n${over} first load(s) over budget (apps/web/first-load-budget.json). Keep the import out of the shell or the page, or raise the budget with a reason.`);
    process.exit(1);
  }
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('first-load-budget.ts')) main();
