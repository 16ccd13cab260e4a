import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vendor code is grouped by how often it changes and when it is needed:
 * the React runtime and the MUI kit load with the shell; the table and
 * charts load only with the pages that use them, and the date pickers are
 * left to automatic splitting so only their provider ships with the shell.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'vendor-charts', test: /node_modules[\\/](echarts|echarts-for-react|zrender|size-sensor|tslib)[\\/]/, priority: 30 },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui[\\/](?!x-)[^\\/]+|@emotion|@popperjs|@base-ui|@floating-ui|react-transition-group|react-is|clsx|stylis|hoist-non-react-statics|notistack|goober)[\\/]/, priority: 20 },
  { name: 'vendor-table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/, priority: 20 },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|react-hook-form|@hookform|zod|@standard-schema|dayjs)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
