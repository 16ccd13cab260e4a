import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @subaybay/server` writes SQL migrations from the schema; review and commit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
