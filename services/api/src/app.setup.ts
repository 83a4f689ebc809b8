import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { ApiConfig } from './config/api-config';
import { PreparedBlogReads } from './blog/prepared-blog-reads';
import { answerBeforeExpress } from './common/answer-before-express';
import { refuseCrossSite } from './common/cross-site.middleware';
import { jsonBodyErrors, jsonBodyOnly } from './common/json-body.middleware';
import { PathParamsPipe } from './common/zod-validation.pipe';
import { closeConnectionsWhileDraining, ShutdownDrain } from './health/shutdown-drain';
import { logEarlyAnswer } from './logging/logger.module-options';
import { HttpMetrics } from './metrics/http-metrics';
import { PublicAnswerSampler } from './logging/public-answer-sampler';
import { traceRequests } from './logging/trace-requests';
import { neverStoreApiAnswers } from './web/cache-headers';
import { RemoteDeployments } from './remote-deployments/remote-deployments';
import { securityHeaders } from './web/security-headers';
import { serveWebApps } from './web/serve-web-apps';
import { SERVER_ROUTES } from './web/server-routes';

/** Everything main.ts does (create the app with `bodyParser: false`: jsonBodyOnly parses bodies) to the Nest app before listening; integration tests call it too. */
export function configureApp(app: NestExpressApplication, config: ApiConfig) {
  app.useLogger(app.get(Logger));
  const httpMetrics = app.get(HttpMetrics);
  app.use(httpMetrics.middleware, traceRequests);
  app.use(closeConnectionsWhileDraining(app.get(ShutdownDrain)));
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  app.use('/api', neverStoreApiAnswers, refuseCrossSite(config.PUBLIC_URL), jsonBodyOnly(), jsonBodyErrors, cookieParser());
  app.setGlobalPrefix('api', { exclude: [...SERVER_ROUTES] });
  app.useGlobalPipes(new PathParamsPipe());
  app.enableShutdownHooks();
  serveWebApps(app, config);
  const sampler = app.get(PublicAnswerSampler);
  answerBeforeExpress(app, [app.get(PreparedBlogReads)], {
    prelude: [closeConnectionsWhileDraining(app.get(ShutdownDrain)), securityHeaders(app.get(RemoteDeployments))],
    answered: (request, response, startedAt, route) => {
      logEarlyAnswer(PinoLogger.root, sampler, request, response, startedAt);
      httpMetrics.recordEarlyAnswer(request, response, route, startedAt);
    },
  });
}
