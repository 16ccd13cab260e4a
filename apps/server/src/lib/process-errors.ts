import { describeDatabaseError, isDatabaseUnavailable } from '../db/errors.js';

export interface ProcessErrorLog {
  error(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

/**
 * What the process does with an error no code caught. Losing the database is
 * an outside event the server is built to survive: the requests that needed
 * the connection got their 503 and the broken client is discarded, so the
 * error is logged and the server keeps serving. Anything else is a programming
 * error after which the process's state cannot be trusted: it is logged and
 * the process exits with status 1, for a supervisor to restart it.
 */
export function handleUncaughtError(
  kind: 'unhandled rejection' | 'uncaught exception',
  error: unknown,
  log: ProcessErrorLog,
  exit: (code: number) => void,
): void {
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, `${kind} from the database connection; the server keeps running: ${describeDatabaseError(error)}`);
    return;
  }
  log.fatal({ err: error }, `${kind}; the process exits`);
  exit(1);
}

/** Installs handleUncaughtError for the server process (main.ts). */
export function handleUncaughtErrors(log: ProcessErrorLog): void {
  const exit = (code: number) => process.exit(code);
  process.on('unhandledRejection', (error) => handleUncaughtError('unhandled rejection', error, log, exit));
  process.on('uncaughtException', (error) => handleUncaughtError('uncaught exception', error, log, exit));
}
