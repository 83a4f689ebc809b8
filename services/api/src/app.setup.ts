import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { ApiConfig } from './config/api-config';
import { jsonBodyErrors, jsonBodyOnly } from './common/json-body.middleware';
import { serveWebApps } from './web/serve-web-apps';

/** Everything main.ts does (create the app with `bodyParser: false`: jsonBodyOnly parses bodies) to the Nest app before listening; integration tests call it too. */
export function configureApp(app: NestExpressApplication, config: ApiConfig) {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  app.use('/api', jsonBodyOnly(), jsonBodyErrors);
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  serveWebApps(app, config);
}
