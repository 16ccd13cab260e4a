import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGraph } from './tools/chunk-graph.js';
import { precompress } from './tools/precompress.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vendor code is grouped by how often it changes and when it is needed
 * (first load of `/` and `/login` stays under 200 KB of gzipped JavaScript):
 * the React runtime, the data layer and the MUI pieces the shell renders
 * (`$initial`: reached by static imports from main.tsx) load with the shell.
 * MUI components only some pages use, the forms stack, the table, the date
 * pickers and the charts load with the pages that use them.
 */
const mui = /node_modules[\\/](@mui[\\/](?!x-)[^\\/]+|@emotion|@popperjs|@base-ui|@floating-ui|react-transition-group|react-is|clsx|stylis|hoist-non-react-statics)[\\/]/;
interface VendorGroup {
  name: string;
  test: RegExp;
  priority: number;
  tags?: '$initial'[];
  entriesAware?: boolean;
}
const vendorGroups: VendorGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'vendor-charts', test: /node_modules[\\/](echarts|echarts-for-react|zrender|size-sensor|tslib)[\\/]/, priority: 30 },
  { name: 'vendor-mui', test: mui, tags: ['$initial'], priority: 25 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, priority: 25 },
  { name: 'vendor-mui-pages', test: mui, priority: 20, entriesAware: true },
  { name: 'vendor-table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/, priority: 20 },
  // The resolvers import react-hook-form: with zod, they would make zod's chunk load the forms chunk.
  { name: 'vendor-forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 10 },
  { name: 'vendor-zod', test: /node_modules[\\/](zod|@standard-schema)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress(), chunkGraph(webRoot)],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Shared components run nothing on import: a page takes only the ones it
      // uses, even through form-fields.tsx's re-exports (packages/domain says
      // the same in its package.json).
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]components[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: vendorGroups },
        // entriesAware groups are named after every page that shares them: keep the group's name only.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
});
