import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { localFileStore } from './adapters/files/files.ts';
import { createKycProvider, type KycProvider } from './adapters/kyc/index.ts';
import { kycSandboxPageRoutes } from './adapters/kyc/sandbox.routes.ts';
import { createMailSender } from './adapters/mail/mail.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/payments.ts';
import { createSmsSender } from './adapters/sms/sms.ts';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import type { AppDeps, Clock } from './context.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createDomainEvents } from './events.ts';
import { migrateToLatest } from './db/migrate.ts';
import { authRoutes, registerAuth, UserCache } from './modules/auth/index.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createKeyring } from './lib/sealed.ts';
import { registerDevToolsGate } from './lib/dev-tools.ts';
import { registerFloodLimit, tooManyRequests } from './lib/flood-limit.ts';
import { inlineScriptSources } from './lib/inline-scripts.ts';
import { clientErrorHandler, errorBody, registerErrorHandling } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { installZodMessages } from './lib/zod-messages.ts';
import { registerTextChecks, strictValidatorCompiler } from './lib/request-input.ts';
import { healthRoutes } from './modules/health/index.ts';
import { identityRoutes, type LoanClosedOn } from './modules/identity/index.ts';
import { bankRoutes } from './modules/banks/index.ts';
import { loadSettings } from './modules/settings/index.ts';
import { lookupRoutes } from './modules/lookups/index.ts';
import { issueRoutes, scheduleRoutes, registerMonitoringHandlers } from './modules/monitoring/index.ts';
import {
  registerNotificationHandlers,
  notificationFeedRoutes,
  notificationSettingRoutes,
} from './modules/notifications/index.ts';
import { outboxApiRoutes, outboxPageRoutes } from './modules/outbox/index.ts';
import {
  paymentRoutes,
  registerPaymentHandlers,
  sandboxApiRoutes,
  sandboxPageRoutes,
} from './modules/payments/index.ts';
import { catalogueAdminRoutes, productRoutes, CatalogueVersionWatch } from './modules/catalogue/index.ts';
import { quoteRequestRoutes, planRoutes, salesQuoteRoutes, staffQuoteRoutes } from './modules/quotes/index.ts';
import { sampleQuoteRoutes, undertakingRoutes } from './modules/quotes/index.ts';
import { findQuoteWithRequest } from './modules/quotes/index.ts';
import { loanOf } from './modules/payments/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { deviceRoutes, registerDeviceHandlers } from './modules/devices/index.ts';
import { collectionsRoutes } from './modules/collections/index.ts';
import { portfolioRoutes, registerPortfolioHandlers } from './modules/portfolio/index.ts';
import {
  commissionRoutes,
  customerListRoutes,
  customerReferralRoutes,
  quoteListRoutes,
  referralRoutes,
  referralReadRoutes,
  registerCommissionHandlers,
  registerCorrectionHandlers,
  salesTeamRoutes,
  teamRoutes,
} from './modules/commissions/index.ts';

export interface BuildOptions {
  /** An already-open database (tests, the CLI); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Requests per minute per client address on routes without a limit of their own. */
  rateLimitPerMinute?: number;
  /** Time as the app sees it; tests move it to check expiry. */
  clock?: Clock;
  /** The payment provider; by default the one the configuration names. */
  paymentProvider?: PaymentProvider;
  /** The identity provider; by default the one the configuration names. */
  kycProvider?: KycProvider;
}

/** Builds the whole API from a configuration: tests build their own; server.ts only listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  installZodMessages();
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Finish in-flight requests on close, drop idle keep-alive sockets.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Headers too large (431) and other requests Node refuses before Fastify sees them answer in the JSON envelope.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Integers refuse `true` and "1e3", figures stop at 1,000,000,000 (lib/request-input.ts), then the route's schema.
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = options.database === undefined;
  await migrateToLatest(database.db);

  // The signed-in user of a request is kept for a moment; any write to users through this handle empties it.
  const users = new UserCache();
  // The package lists answer from memory while this process hears the catalogue change (docs/performance.md).
  const catalogue = new CatalogueVersionWatch();
  const db = database.db.withPlugin(users.plugin()).withPlugin(users.sessions.plugin()).withPlugin(catalogue.plugin());
  await catalogue.watch(db, database.listen);
  const mail = createMailSender(config.mail, db, app.log);
  const sms = createSmsSender(config.sms, db, app.log);
  const payments = options.paymentProvider ?? createPaymentProvider(config, db);
  const deps: AppDeps = {
    config,
    clock: options.clock ?? { now: () => new Date() },
    db,
    mail,
    sms,
    payments,
    events: createDomainEvents(db, app.log),
    kyc: options.kycProvider ?? createKycProvider(config, db),
    files: localFileStore(config.filesDir),
    sealing: createKeyring(config.kycEncryption.currentKey, config.kycEncryption.oldKeys),
  };
  registerEventHandlers(deps);
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await catalogue.stop();
    await mail.close();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // Before authentication: a flood meets 429 before any token is checked, and the dev tools their loopback gate.
  await registerSecurity(app, deps, options.rateLimitPerMinute ?? config.rateLimitPerMinute);
  registerDevToolsGate(app, config);
  registerTextChecks(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerAuth(app, users);

  // The API's map is for developers: off in production unless API_DOCS=true (docs/operations.md).
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(lookupRoutes);
      await api.register(authRoutes);
      await api.register(notificationSettingRoutes);
      await api.register(notificationFeedRoutes);
      await api.register(productRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(quoteRequestRoutes);
      await api.register(staffQuoteRoutes);
      await api.register(salesQuoteRoutes);
      await api.register(planRoutes);
      await api.register(sampleQuoteRoutes);
      await api.register(undertakingRoutes);
      await api.register(settingsRoutes);
      await api.register(commissionRoutes);
      await api.register(referralRoutes);
      await api.register(quoteListRoutes);
      await api.register(customerListRoutes);
      await api.register(teamRoutes);
      await api.register(salesTeamRoutes);
      await api.register(referralReadRoutes);
      await api.register(customerReferralRoutes);
      await api.register(identityRoutes);
      await api.register(bankRoutes);
      await api.register(issueRoutes);
      await api.register(scheduleRoutes);
      await api.register(paymentRoutes(payments));
      await api.register(collectionsRoutes);
      await api.register(portfolioRoutes);
      await api.register(deviceRoutes);
      if (payments.kind === 'sandbox') await api.register(sandboxApiRoutes);
      if (config.env !== 'production') await api.register(outboxApiRoutes);
    },
    { prefix: '/api' },
  );
  if (config.env !== 'production') await app.register(outboxPageRoutes);
  if (payments.kind === 'sandbox') await app.register(sandboxPageRoutes);
  if (deps.kyc.kind === 'sandbox' && config.env !== 'production') await app.register(kycSandboxPageRoutes);

  registerWebApp(app, config);
  return app;
}

/** The OpenAPI document at /api/docs/json and its page at /api/docs, both from the route schemas. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Imole API',
        version: '0.1.0',
        description:
          'Every call answers a JSON object with `status` and `message`. Failures are 4xx/5xx with `{ status: false, message, code }`.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** What each module above does when a module below records an event (src/events.ts). */
function registerEventHandlers(deps: AppDeps): void {
  registerPaymentHandlers(deps);
  registerCommissionHandlers(deps);
  registerCorrectionHandlers(deps);
  registerNotificationHandlers(deps);
  registerMonitoringHandlers(deps);
  // The loan book follows each loan in the transaction of its change (docs/portfolio.md).
  registerPortfolioHandlers(deps);
  // A credited repayment of a loan with a PAYG device issues its token (docs/tokens.md).
  registerDeviceHandlers(deps);
}

async function registerSecurity(app: FastifyInstance, deps: AppDeps, perMinute: number): Promise<void> {
  const { config } = deps;
  const production = config.env === 'production';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDistDir)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    // Routes' own limits (log-in, codes) are route hooks of the plugin; the flood limit is an app hook, run before
    // authentication (lib/flood-limit.ts).
    global: false,
    // On a PostgreSQL server the counters are shared by every process and machine (WORKERS, a load balancer); the
    // embedded database belongs to one process, which counts in memory.
    ...(config.database.kind === 'postgres'
      ? {
          store: postgresRateLimitStore(deps.db, (err) =>
            app.log.warn({ err }, 'clearing old rate-limit windows failed'),
          ),
          // A counter the database could not update lets the request through rather than failing it.
          skipOnError: true,
        }
      : {}),
    max: perMinute,
    timeWindow: '1 minute',
    // The limit guards the API; the app's own files (cached, precompressed) are not counted against a person.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: tooManyRequests(context.after) }),
  });
  registerFloodLimit(app);
}

/** Serves the built web app (precompressed) with an index.html fallback for the app's own routes. */
function registerWebApp(app: FastifyInstance, config: AppConfig): void {
  const root = config.webDistDir;
  const hasWebApp = root !== null && existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(pathname);
    if (hasWebApp && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `There is no ${request.method} ${pathname} here. Check the address and try again.`));
  });
}

/**
 * The day a quote's loan closed, for the KYC retention job (modules/identity retention.ts): the payments module
 * knows the loan and sits above identity, so the composer joins them.
 */
export function loanClosedOnFor(deps: AppDeps): LoanClosedOn {
  return async (quoteId, now) => {
    const quote = await findQuoteWithRequest(deps.db, quoteId);
    if (!quote) return null;
    const loan = await loanOf(deps.db, quote, await loadSettings(deps.db), now);
    return loan?.statement.closedOn ?? null;
  };
}
