import { describe, expect, it } from 'vitest';
import type { ChunkGraph, GraphChunk } from './chunk-graph';
import { checkBudget, type Budget } from './first-load-budget';

const chunk = (fileName: string, modules: string[], imports: string[] = [], extra: Partial<GraphChunk> = {}): GraphChunk => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  isEntry: false,
  facadeModule: null,
  imports,
  dynamicImports: [],
  modules,
  moduleBytes: {},
  ...extra,
});

/** A shell (entry → react), a login page (→ forms), and zod that a shell module has started to import. */
const graph: ChunkGraph = {
  chunks: [
    chunk('index.js', ['index.html', 'src/main.tsx', 'src/lib/site.ts'], ['vendor-react.js', 'vendor-zod.js'], { isEntry: true, facadeModule: 'index.html' }),
    chunk('vendor-react.js', ['node_modules/react/index.js']),
    chunk('vendor-zod.js', ['node_modules/zod/index.js']),
    chunk('login-page.js', ['src/features/auth/pages/login-page.tsx'], ['vendor-forms.js'], { facadeModule: 'src/features/auth/pages/login-page.tsx' }),
    chunk('vendor-forms.js', ['node_modules/react-hook-form/index.js']),
    chunk('contracts-page.js', ['src/features/contracts/pages/contracts-page.tsx'], ['vendor-react.js']),
  ],
  imports: {
    'index.html': ['src/main.tsx'],
    'src/main.tsx': ['node_modules/react/index.js', 'src/lib/site.ts'],
    'src/lib/site.ts': ['node_modules/zod/index.js'],
    'src/features/auth/pages/login-page.tsx': ['node_modules/react-hook-form/index.js'],
  },
};

const bytes: Record<string, number> = {
  'index.js': 10_000,
  'vendor-react.js': 90_000,
  'vendor-zod.js': 27_000,
  'login-page.js': 2_000,
  'vendor-forms.js': 14_000,
  'contracts-page.js': 50_000,
};
const sizeOf = (fileName: string) => bytes[fileName]!;

const budget = (shell: number, login: number): Budget => ({
  shell,
  firstLoads: [{ address: '/login', pages: ['src/features/auth/pages/login-page.tsx'], budget: login }],
  recorded: { index: 10, 'vendor-react': 90, 'login-page': 2, 'vendor-forms': 13 },
});

describe('the first-load budget', () => {
  it("counts the shell's static imports and each page's, never a chunk only another page loads", () => {
    const [shell, login] = checkBudget(graph, budget(200, 200), sizeOf);
    expect(shell).toMatchObject({ kB: 127, culprits: [] });
    expect(login?.kB).toBe(143);
    expect(login?.chunks.map((entry) => entry.name)).not.toContain('contracts-page');
  });

  it('names the chunk that is new or grew past its recorded size, with the imports that pulled it in', () => {
    const [shell, login] = checkBudget(graph, budget(120, 140), sizeOf);
    expect(shell?.culprits).toEqual(['new chunk vendor-zod (27 kB), pulled in by index.html → src/main.tsx → src/lib/site.ts → node_modules/zod/index.js']);
    expect(login?.culprits).toEqual([
      'new chunk vendor-zod (27 kB), pulled in by index.html → src/main.tsx → src/lib/site.ts → node_modules/zod/index.js',
      'vendor-forms grew from 13 to 14 kB, pulled in by src/features/auth/pages/login-page.tsx → node_modules/react-hook-form/index.js',
    ]);
  });

  it('refuses a budget naming a page the build does not have', () => {
    const missing: Budget = { shell: 200, firstLoads: [{ address: '/gone', pages: ['src/features/gone/pages/gone-page.tsx'], budget: 200 }], recorded: {} };
    expect(() => checkBudget(graph, missing, sizeOf)).toThrow('/gone: no chunk holds src/features/gone/pages/gone-page.tsx');
  });
});
