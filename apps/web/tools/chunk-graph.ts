import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the build wrote, chunk by chunk and module by module, for the first-load
 * budget (tools/first-load-budget.ts): each chunk's static and dynamic imports
 * and its modules, and each module's static imports, so that a chunk that
 * joins a first load can be traced back to the import that pulled it in.
 * Written to `dist/.vite/chunk-graph.json`; not served (the server serves
 * `dist/assets` and `index.html`).
 */
export interface ChunkGraph {
  chunks: GraphChunk[];
  /** Module id (relative to the web app's folder, or `node_modules/…`) → the modules it imports statically. */
  imports: Record<string, string[]>;
}

export interface GraphChunk {
  fileName: string;
  /** The chunk's name without its hash: `vendor-zod`, `login-page`. */
  name: string;
  isEntry: boolean;
  /** The module a dynamic `import()` or the entry loads this chunk for, if any. */
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** Each module's bytes in the chunk, before compression (what to look at when a chunk grew). */
  moduleBytes: Record<string, number>;
}

export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/** A module id as the budget file names it: relative to the app's folder; a package under `node_modules/`. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const packaged = clean.lastIndexOf('node_modules/');
  if (packaged >= 0) return clean.slice(packaged);
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}

/** Vite plugin: writes the chunk graph beside the build (production builds only). */
export function chunkGraph(root: string): Plugin {
  let outDir = '';
  return {
    name: 'subaybay:chunk-graph',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const chunks: GraphChunk[] = [];
      const imports: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          facadeModule: output.facadeModuleId ? moduleName(output.facadeModuleId, root) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map((id) => moduleName(id, root)),
          moduleBytes: Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [moduleName(id, root), module.renderedLength])),
        });
      }
      // Every module of the build, also those no chunk keeps (a package's index that only re-exports):
      // the chain from the shell to a chunk often passes through one.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) imports[moduleName(id, root)] = info.importedIds.map((imported) => moduleName(imported, root));
      }
      const file = path.join(outDir, CHUNK_GRAPH_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify({ chunks, imports } satisfies ChunkGraph));
    },
  };
}
