import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../i18n';
import type { Config } from './config';
import { FORM_LIMITS } from '@contract/domain';
import { authRoutes } from './auth/routes';
import { bulkRoutes } from './bulk/routes';
import { dashboardRoutes } from './dashboard/routes';
import { dataExportRoutes } from './data-export/routes';
import { eventRoutes } from './events/routes';
import { presenceRoutes } from './presence/routes';
import { mailRoutes } from './mails/routes';
import { candidateMailRoutes } from './mails/candidate-routes';
import { automationRoutes } from './automations/routes';
import { reportRoutes } from './reports/routes';
import { historyRoutes } from './history/routes';
import type { App, Context } from './platform/context';
import { notFound } from './platform/errors';
import { failureHandler } from './platform/failures';
import { originForm } from './platform/request-target';
import { healthRoutes } from './platform/health';
import { redisOrMemoryStore } from './platform/rate-limit-store';
import { RequestLog } from './platform/request-log';
import { API_PREFIX } from './platform/routes';
import { languageFromHeader } from './platform/i18n';
import { refuseUnstorableText } from './platform/unstorable-text';
import { answerClientError } from './platform/client-errors';
import { answerSerializer } from './platform/answer-serializer';
import { bodyDeadline } from './platform/deadline';
import { COMPRESS_THRESHOLD, compressAnswer } from './platform/compress-answers';
import { mediaRoutes } from './platform/storage/route';
import { appHtml, type AppHtml } from './platform/app-html';
import { mediaIsPublic } from './db/media';
import { MEDIA_PREFIX } from './platform/uploads';
import { profileRoutes } from './profile/routes';
import { RESOURCES } from './resources';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
  interface FastifyInstance {
    /** APP_URL: links the API answers with (paging) are built on it, never on the request's Host header. */
    publicUrl: string;
  }
}

/** The routes, grouped as the spec's screens are: the resources' (server/resources.ts) amid the others. */
const routeSets = [
  authRoutes,
  profileRoutes,
  dashboardRoutes,
  ...RESOURCES.map((resource) => resource.routes),
  historyRoutes,
  dataExportRoutes,
  bulkRoutes,
  eventRoutes,
  presenceRoutes,
  mailRoutes,
  candidateMailRoutes,
  automationRoutes,
  reportRoutes,
];

export async function buildApp(ctx: Context, logger: FastifyBaseLogger): Promise<App> {
  const { config } = ctx;
  const onFailure = failureHandler(config.UPLOAD_MAX_BYTES);
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    rewriteUrl: originForm,
    clientErrorHandler: answerClientError,
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Node's own cut-off for a whole request (headers too), behind the body deadline's readable 408.
    requestTimeout: 2 * config.BODY_TIMEOUT * 1000,
    // Malformed URLs and overlong path segments answer in the same envelope as every other failure.
    frameworkErrors: (error, request, reply) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      return onFailure(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.CHECK_ANSWERS));
  app.setErrorHandler(onFailure);
  app.decorateRequest('language', 'english');
  app.decorate('publicUrl', config.APP_URL);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  app.addHook('onRequest', bodyDeadline(config.BODY_TIMEOUT));
  app.addHook('preValidation', refuseUnstorableText);
  // API answers are personal and change with every write: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  // A call that may have written has committed by now: its author's next list counts afresh.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') ctx.counts.written();
  });

  const html = appHtml(path.resolve(config.STATIC_DIR));
  await app.register(helmet, {
    // HSTS over plain HTTP would only confuse a browser that later meets the same host over HTTPS.
    strictTransportSecurity: new URL(config.APP_URL).protocol === 'https:' ? undefined : false,
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...(html?.scriptSources ?? [])],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The product serves plain HTTP by default (npm start on a LAN host): upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onSend', compressAnswer);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  // With Redis, every instance counts a client's calls together, each in its own memory (its cluster's primary
  // with WORKERS) while Redis does not answer (as the account throttle does).
  const store = ctx.redis ? redisOrMemoryStore(ctx.redis, 'rate-limit:', ctx.rateLimits) : ctx.rateLimits;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, ...FORM_LIMITS },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.PRODUCT_NAME} platform API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentFormBodies,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}docs`, staticCSP: true });
  app.get(`${API_PREFIX}openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  healthRoutes(app, ctx);

  for (const routes of routeSets) routes(app, ctx);
  await serveFiles(app, ctx, html);
  return app;
}

/** A number of proxy hops becomes the function fastify takes for it (its types name no number). */
const trustProxy = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/**
 * Multipart routes validate their form in the handler (a route body schema would meet the raw stream),
 * and name the same schema as `formBody` so that the reference documents it as the request body.
 */
const documentFormBodies: typeof jsonSchemaTransform = (input) => {
  const schema = input.schema as (typeof input.schema & { formBody?: unknown }) | undefined;
  if (!schema?.formBody) return jsonSchemaTransform(input);
  const { formBody, ...rest } = schema;
  return jsonSchemaTransform({ ...input, schema: { ...rest, body: formBody } as typeof input.schema });
};

/**
 * How long browsers keep a file of the built app: its HTML is asked for afresh each time (it names the chunks of
 * the version deployed now), the chunks (a new name per content) for a year, anything else (the icon) an hour.
 */
function appCaching(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Uploaded media, and the built app: a public page's path answered with its own HTML, every other spec route with
 * index.html.
 */
async function serveFiles(app: App, ctx: Context, html: AppHtml | undefined) {
  mediaRoutes(app, ctx.uploads.files, {
    links: ctx.mediaLinks,
    isPublic: (url) => mediaIsPublic(ctx.db, url),
  });
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
  const appDir = path.resolve(ctx.config.STATIC_DIR);
  if (!html) {
    app.log.info(
      `No built app in STATIC_DIR=${appDir}: the API alone is served (npm run build makes the app, npm run dev serves it)`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: appDir,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', appCaching(path.relative(appDir, file))),
  });
  // Every other GET (and HEAD, as GET: uptime checks and link previews ask a spec route that way) is the app's,
  // as a route of its own rather than the not-found handler, so that @fastify/compress, which compresses routes
  // only, compresses its HTML (50 kB, 7 kB with brotli).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // A chunk an earlier version named is gone: a 404 says so, where the app's HTML would pass for the script.
    const { pathname } = new URL(request.url, 'http://app');
    if (/^\/(api|assets)\//.test(pathname) || pathname.startsWith(MEDIA_PREFIX)) throw notFound();
    return reply.header('Cache-Control', 'no-cache').sendFile(html.fileFor(pathname), appDir);
  });
}
