import { resolve } from 'node:path';
import { COVER_MAX_BYTES, COVER_TYPES } from '@hema/shared/contracts/tournaments';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { createLogger, NestPino, requestLogging } from './common/logging.js';
import { compileTrustProxy } from './common/client-address.js';
import { rejectControlCharacters } from './common/control-characters.middleware.js';
import { noStoreWhenPersonal, securityHeaders } from './common/security-headers.js';
import { isPublicApi, PUBLIC_CORS } from './feed/public-access.js';
import { LiveIoAdapter } from './live/live-io.adapter.js';
import { LiveResync } from './live/live-resync.js';
import { REDIS } from './redis/redis.module.js';
import { compressApi } from './static/api-compression.js';
import { answerFromMemory } from './views/answer-from-memory.js';
import { CachedReads } from './views/cached-reads.js';
import { inlineScriptHashes } from './static/inline-scripts.js';
import { tournamentPreview } from './static/page-preview.js';
import { TournamentsService } from './tournaments/tournaments.service.js';
import { serveStatic, staticFolders } from './static/static-files.js';
import type { AppConfig } from './config/config.js';

/** Builds the whole application (API, docs, static client) without listening: main.ts and tests share it. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: true,
    // The open feed's public reads are for any site's overlay (docs/api.md "Open live feed"); the rest of the API
    // answers the configured origins only.
    cors: (req: { url?: string }, callback) =>
      callback(
        null,
        isPublicApi(req.url ?? '')
          ? PUBLIC_CORS
          : {
              origin: (origin, allow) => allow(null, !origin || config.CORS_ORIGINS.includes(origin)),
              exposedHeaders: ['authorization'],
              credentials: false,
            },
      ),
  });
  const logger = createLogger(config);
  app.useLogger(new NestPino(logger));
  app.use(requestLogging(logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.useBodyParser('json', { limit: '256kb' });
  // The built index.html's inline scripts (the shell's cookie notice) are allowed by their hashes.
  const security = securityHeaders(inlineScriptHashes(resolve(staticFolders(config).client, 'index.html')));
  app.use(security);
  app.use(noStoreWhenPersonal);
  // Anonymous reads of views in memory (rings, categories, standings, tournament pages) are answered before Express.
  answerFromMemory(app.getHttpServer(), app.get(CachedReads), security);
  // Cover images travel as the file itself (PUT /tournaments/{id}/cover); other endpoints refuse a non-JSON body.
  app.useBodyParser('raw', { type: [...COVER_TYPES], limit: COVER_MAX_BYTES });
  app.use(rejectControlCharacters);
  app.use(compressApi());
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(
    new LiveIoAdapter(app, {
      redis: app.get(REDIS),
      streamName: `${config.REDIS_PREFIX}:live`,
      corsOrigins: config.CORS_ORIGINS,
      trustProxy: compileTrustProxy(config.TRUST_PROXY),
      fanOut: config.LIVE_FAN_OUT,
      redisLink: app.get(LiveResync),
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

  // Tournament pages open with their title and description drawn by the static shell (what anyone may read).
  const tournaments = app.get(TournamentsService);
  serveStatic(
    app,
    config,
    tournamentPreview((key) => tournaments.get(key, undefined)),
  );
  return app;
}
