// The report worker run from the sources (tests, tsx): TypeScript is loaded through tsx's loader.
// The bundled server starts dist/production-worker.js instead (lib/production-workers.ts).
import { register } from 'tsx/esm/api';

register();
await import('./production-worker.ts');
