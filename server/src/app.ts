import { resolve } from 'node:path';
import { COVER_MAX_BYTES, COVER_TYPES } from '@hema/shared/contracts/tournaments';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { rejectControlCharacters } from './common/control-characters.middleware.js';
import { LiveIoAdapter } from './live/live-io.adapter.js';
import { REDIS } from './redis/redis.module.js';
import { compressApi } from './static/api-compression.js';
import { inlineScriptHashes } from './static/inline-scripts.js';
import { serveStatic, staticFolders } from './static/static-files.js';
import type { AppConfig } from './config/config.js';

/** Builds the whole application (API, docs, static client) without listening: main.ts and tests share it. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: true,
    cors: {
      origin: (origin, callback) => callback(null, !origin || config.CORS_ORIGINS.includes(origin)),
      exposedHeaders: ['authorization'],
      credentials: false,
    },
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.useBodyParser('json', { limit: '256kb' });
  // Cover images travel as the file itself (PUT /tournaments/{id}/cover); other endpoints refuse a non-JSON body.
  app.useBodyParser('raw', { type: [...COVER_TYPES], limit: COVER_MAX_BYTES });
  app.use(rejectControlCharacters);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(resolve(staticFolders(config).client, 'index.html'))],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          // Venue servers run on plain HTTP over a LAN address: never force https on subresources.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compressApi());
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(
    new LiveIoAdapter(app, {
      redis: app.get(REDIS),
      streamName: `${config.REDIS_PREFIX}:live`,
      corsOrigins: config.CORS_ORIGINS,
    }),
  );
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('HEMA Live API')
      .setDescription(
        'REST API of the HEMA tournament platform. Lists take sort, page, perPage, filter (see docs/api.md).',
      )
      .setVersion('0.1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization' }, 'token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs.json' });

  serveStatic(app, config);
  return app;
}
