import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers.js';

const app = express();
app.use(securityHeaders());
app.get(/.*/, (_req, res) => {
  res.send('ok');
});
const http = request(app);

describe('framing per page', () => {
  it('lets streaming tools embed the caption and the stream graphics, and nothing else of the site', async () => {
    for (const path of [
      '/tournament/demo-open/area-stream-caption/r1',
      '/tournament/demo-open/stream/bracket/s1',
      '/tournament/demo-open/stream/path/s1/f1',
      '/tournament/demo-open/stream/rings',
    ]) {
      const answer = await http.get(path);
      expect(answer.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
    for (const path of ['/tournament/demo-open', '/tournament/demo-open/stream/judge/r1', '/judge/r1']) {
      const answer = await http.get(path);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
