import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { compressApi } from './api-compression.js';

const LARGE = {
  states: Array.from({ length: 60 }, (_, i) => ({ fightId: i, fighter: 'Jean de Liechtenauer' })),
};
const ETAG = '"ring-versions-1"';

function app() {
  const http = express();
  http.use(compressApi());
  http.get('/api/large', (_req, res) => {
    res.json(LARGE);
  });
  http.get('/api/small', (_req, res) => {
    res.json({ ok: true });
  });
  // The shape of the ring poll: a hand-made ETag over versions, 304 when it matches.
  http.get('/api/ring', (req, res) => {
    res.setHeader('ETag', ETAG);
    if (req.headers['if-none-match'] === ETAG) {
      res.status(304).end();
      return;
    }
    res.json(LARGE);
  });
  http.get('/api/events', (_req, res) => {
    res.type('text/event-stream');
    res.send('data: x\n\n'.repeat(400));
  });
  http.get('/socket.io/', (_req, res) => {
    res.type('text/plain').send('0'.repeat(4000));
  });
  return request(http);
}

describe('compressed API answers', () => {
  it('compresses a large JSON answer with brotli when the browser accepts it', async () => {
    const res = await app().get('/api/large').set('Accept-Encoding', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.body).toEqual(LARGE);
  });

  it('sends a small answer as it is', async () => {
    const res = await app().get('/api/small').set('Accept-Encoding', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ ok: true });
  });

  it('keeps the ETag of a compressed answer and still answers 304 to it', async () => {
    const http = app();
    const first = await http.get('/api/ring').set('Accept-Encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toBe(ETAG);
    const again = await http.get('/api/ring').set('Accept-Encoding', 'gzip').set('If-None-Match', ETAG);
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('leaves event streams and the socket path uncompressed', async () => {
    const http = app();
    const events = await http.get('/api/events').set('Accept-Encoding', 'gzip, br');
    expect(events.headers['content-encoding']).toBeUndefined();
    const socket = await http.get('/socket.io/').set('Accept-Encoding', 'gzip, br');
    expect(socket.headers['content-encoding']).toBeUndefined();
  });
});
