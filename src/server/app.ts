import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { ALWAYS_AVAILABLE, type DatabaseAvailability } from './db/availability.ts';
import type { Database } from './db/client.ts';
import type { Listen } from './db/listener.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { collaborationRoutes } from './features/complaints/collaboration.routes.ts';
import { bulkRoutes } from './features/complaints/bulk.routes.ts';
import { complaintsRoutes } from './features/complaints/complaints.routes.ts';
import { warrantyRoutes } from './features/complaints/warranty.routes.ts';
import { complaintFlagsRoutes } from './features/complaints/complaint-flags.routes.ts';
import { visitsRoutes } from './features/complaints/visits.routes.ts';
import { savedViewsRoutes } from './features/complaints/saved-views.routes.ts';
import { complaintExportRoutes } from './features/complaints/export.routes.ts';
import { complaintFilterOptionsRoutes } from './features/complaints/complaint-filter-options.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { dealersRoutes } from './features/dealers/dealers.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { paymentProofsRoutes } from './features/payment-proofs/payment-proofs.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { slaRoutes } from './features/sla/sla.routes.ts';
import { assignmentRoutes } from './features/assignment/assignment.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { passwordResetRoutes } from './features/account/password-reset.routes.ts';
import { registrationRoutes } from './features/account/registration.routes.ts';
import { replySerializerCompiler } from './http/reply-serializer.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { createMailer } from './mail/mailer.ts';
import { authorizationPlugin } from './plugins/authorization.ts';
import { backgroundPlugin } from './plugins/background.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { databaseAvailabilityPlugin } from './plugins/database-availability.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { ApiRequestLog } from './plugins/request-log.ts';
import { responseHeadersPlugin } from './plugins/response-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { createFileStore } from './storage/create-file-store.ts';
import type { FileStore } from './storage/file-store.ts';
import { imageKeyOwner } from './features/complaints/collaboration.service.ts';
import { proofKeyOwner } from './features/payment-proofs/payment-proofs.service.ts';
import { sweepFileStore } from './storage/sweep.ts';

/** The size from which an answer read whole is compressed. */
export const COMPRESS_FROM_BYTES = 12 * 1024;

export interface AppOptions {
  config: Config;
  db: Database;
  /** Whether the database answers now; the embedded one always does. */
  availability?: DatabaseAvailability;
  /** LISTEN for the live events of every app process; without it, this process reads the table every second. */
  listen?: Listen;
  /** The built web app (dist/web); tests may point elsewhere. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where images go; made from `config.storage` when not given. */
  fileStore?: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
    /** The background jobs (src/server/jobs): bulk changes now, later exports, timers, notifications. */
    jobs: Jobs;
  }
}

/** Builds the whole server without listening: main.ts starts it, tests call `inject`. */
export async function buildApp({
  config,
  db,
  availability = ALWAYS_AVAILABLE,
  listen,
  webDir = path.resolve('dist/web'),
  logger = false,
  fileStore = createFileStore(config.storage),
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new ApiRequestLog(),
    // Lets in-flight requests finish on shutdown while refusing new connections.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ check: config.env === 'test' }));

  await app.register(errorsPlugin);
  await app.register(backgroundPlugin);
  await app.register(responseHeadersPlugin);
  // Answers read whole (JSON, the page) are compressed from 12 KiB on: a smaller one, with its
  // headers, fits TCP's first window (10 segments, about 14.6 KB) and reaches the browser in one
  // round trip anyway, so gzip would cost CPU for no time saved (decision 027). Streams (files,
  // exports) are compressed at any size.
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
  await app.register(cookie);
  await app.register(databaseAvailabilityPlugin, { availability });
  await app.register(sessionPlugin, { db, config, listen });
  await app.register(csrfPlugin, { db, appUrl: config.mail.appUrl });
  await app.register(authorizationPlugin);
  await app.register(maintenancePlugin, { db, forced: config.maintenanceMode });
  await app.register(rateLimitsPlugin, { db });
  await app.register(inputGuardPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db });
  await app.register(complaintsRoutes, { db });
  await app.register(complaintFlagsRoutes, { db });
  await app.register(savedViewsRoutes, { db });
  await app.register(complaintExportRoutes, { db });
  await app.register(complaintFilterOptionsRoutes, { db });
  // Workers start with the app (tests start them on their first job) and stop before the database closes.
  const jobs = createJobs(db, { log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  if (config.env !== 'test') app.addHook('onReady', () => jobs.start());
  await app.register(bulkRoutes, { db, jobs, inlineLimit: config.bulkInlineLimit });
  await app.register(dashboardRoutes, { db, jobs });
  await app.register(slaRoutes, { db, jobs, testClockHook: config.testClockHook });
  await app.register(warrantyRoutes, { db, jobs });
  await app.register(assignmentRoutes, { db });
  await app.register(collaborationRoutes, { db, store: fileStore });
  await app.register(visitsRoutes, { db });
  await app.register(dealersRoutes, { db });
  await app.register(productsRoutes, { db });
  await app.register(paymentProofsRoutes, { db, store: fileStore });
  await app.register(settingsRoutes);
  await app.register(notificationsRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(usersRoutes, { db, jobs });
  await app.register(rolesRoutes, { db });
  await app.register(liveRoutes, { db, listen });
  // One mailer for the three flows that send mail: password reset, registration, e-mail change.
  const mailing = {
    db,
    mailer: createMailer(config.mail, app.log, app.background),
    appUrl: config.mail.appUrl,
  };
  await app.register(accountRoutes, mailing);
  await app.register(passwordResetRoutes, mailing);
  await app.register(registrationRoutes, mailing);

  app.decorate('fileStore', fileStore);
  app.addHook('onClose', () => fileStore.close());
  // Debris of a crash (staged uploads, files without a row) goes at start-up; tests call the sweep themselves.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      void sweepFileStore(fileStore, [imageKeyOwner(db), proofKeyOwner(db)]).then(
        (swept) => app.log.info(swept, 'file store swept'),
        (error: unknown) => app.log.warn({ err: error }, 'file store sweep failed'),
      );
    });
  }

  await app.register(webPlugin, { webDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
