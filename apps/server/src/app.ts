import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OperationDeclaration } from '@subaybay/domain';
import { DEFAULT_SITE, type AppConfig, type SiteConfig } from './config.js';
import type { Database } from './db/client.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { activityRoutes } from './features/activity/activity.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { expenditureSourceNamesRoutes } from './features/expenditure-source-names/expenditure-source-names.routes.js';
import { contractsRoutes } from './features/contracts/contracts.routes.js';
import { contractPhotosRoutes } from './features/contract-photos/contract-photos.routes.js';
import { contractRecordsRoutes } from './features/contract-records/contract-records.routes.js';
import { contractorsRoutes } from './features/contractors/contractors.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { forumRoutes } from './features/forum/forum.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import { lookupsRoutes } from './features/lookups/lookups.routes.js';
import { projectFinanceRoutes } from './features/project-finance/project-finance.routes.js';
import { projectsRoutes } from './features/projects/projects.routes.js';
import { rolesRoutes } from './features/roles/roles.routes.js';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.js';
import { userAccountsRoutes } from './features/user-accounts/user-accounts.routes.js';
import { memoryFileStorage, type FileStorage } from './lib/file-storage.js';
import { loggerOptions } from './lib/logger.js';
import { assertEveryOperationImplemented } from './lib/operations.js';
import { ProductionWorkers } from './lib/production-workers.js';
import { DEFAULT_REPORT_QUEUE, ReportQueue } from './lib/report-queue.js';
import { apiCompression } from './plugins/api-compression.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { requestLimitsPlugin } from './plugins/request-limits.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webAppPlugin } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock services read; tests may pin it. */
    now: () => Date;
    /** Where uploaded files' bytes live (lib/file-storage.ts). */
    fileStorage: FileStorage;
  }
}

export type AppConfigForBuild = Pick<
  AppConfig,
  'jwtSecret' | 'logLevel' | 'prettyLogs' | 'trustProxy' | 'webDistDir' | 'limits' | 'timeouts' | 'passwordHashing' | 'bodyLimit'
> & {
  /** How many heavy reports run at once and how many may wait (defaults to DEFAULT_REPORT_QUEUE). */
  reportQueue?: AppConfig['reportQueue'] | undefined;
  /** On PostgreSQL: produce heavy reports in worker threads on this database (lib/production-workers.ts); unset, on the request thread. */
  productionWorkers?: { databaseUrl: string } | undefined;
  /** Defaults to DEFAULT_SITE. */
  site?: SiteConfig | undefined;
};

const clientErrors: Record<string, [status: number, reason: string, detail: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

function answerClientError(error: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, detail] = clientErrors[error.code ?? ''] ?? [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface BuildAppOptions {
  db: Database;
  config: AppConfigForBuild;
  now?: (() => Date) | undefined;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void } | undefined;
  /** Where uploaded files go: main.ts gives `DATA_DIR/files`; without one they are kept in memory (tests). */
  fileStorage?: FileStorage | undefined;
}

/**
 * Builds the whole server: /api/* and the built web app on one port. Used by
 * main.ts and by every API test (through `app.inject`). It does not open or
 * close the database; its owner does.
 */
export async function buildApp({ db, config, now, logStream, fileStorage }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // Every path with or without its trailing slash (API.md).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Errors raised before routing (a malformed percent-encoding in the URL,
    // say) skip the error handler: answer them in the API's shape too.
    frameworkErrors(error, _request, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ detail: 'The address of the request is not valid.' });
    },
    // Errors of the HTTP parser itself (headers too large, garbage on the socket) answer in the API's shape too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = now ?? (() => new Date());
  app.decorate('now', clock);
  app.decorate('fileStorage', fileStorage ?? memoryFileStorage());
  app.decorate('implementedOperations', new Set<OperationDeclaration>());
  app.decorate('reportQueue', new ReportQueue(config.reportQueue ?? DEFAULT_REPORT_QUEUE));
  const productionWorkers = config.productionWorkers ? new ProductionWorkers({ databaseUrl: config.productionWorkers.databaseUrl, config }) : undefined;
  app.decorate('productionWorkers', productionWorkers);
  app.addHook('onClose', async () => productionWorkers?.close());

  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { db });
  await app.register(requestLimitsPlugin, { requestMs: config.timeouts.requestMs });
  await app.register(maintenancePlugin);
  await app.register(authPlugin, { config: { jwtSecret: config.jwtSecret, passwordHashing: config.passwordHashing }, now: clock });
  await app.register(swaggerPlugin);

  await app.register(
    async (api) => {
      await apiCompression(api);
      // Uploads (operations declared with `upload`) read their parts themselves, each with its own limits.
      await api.register(multipart, { limits: { files: 1 } });
      await api.register(healthRoutes);
      await api.register(siteRoutes, { site: config.site ?? DEFAULT_SITE });
      await api.register(authRoutes, { limits: config.limits });
      await api.register(accountsRoutes, { limits: config.limits });
      await api.register(subscriptionsRoutes);
      await api.register(userAccountsRoutes, { limits: config.limits });
      await api.register(rolesRoutes);
      await api.register(activityRoutes);
      await api.register(expenditureSourceNamesRoutes);
      await api.register(lookupsRoutes);
      await api.register(projectsRoutes);
      await api.register(contractsRoutes);
      await api.register(contractorsRoutes);
      await api.register(contractRecordsRoutes);
      await api.register(contractPhotosRoutes);
      await api.register(reportsRoutes);
      await api.register(projectFinanceRoutes);
      await api.register(forumRoutes);
    },
    { prefix: '/api' },
  );
  assertEveryOperationImplemented(app);

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  await app.ready();
  return app;
}
