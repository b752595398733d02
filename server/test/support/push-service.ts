import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is web-push's own decrypter (RFC 8188), here on the browser's side of the push.
import ece from 'http_ece';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The payload as the browser decrypts it (JSON of the notification). */
  payload: { kind: string; title: string; body: string; path: string };
}

/**
 * A push service on loopback standing in for the browser vendor's: it takes the server's encrypted push as any push
 * service does, and holds the device keys a browser would, so a test can read what the browser would show. A device
 * whose path starts with /gone answers 410 (the subscription ended).
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/gone')) {
        res.writeHead(410).end();
        return;
      }
      const device = devices.get(path);
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.auth,
      });
      received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** A new browser's subscription (what `subscription.toJSON()` gives); `gone` makes its pushes answer 410. */
    device(gone = false) {
      const path = `/${gone ? 'gone' : 'push'}/${randomUUID()}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(path, { ecdh, auth });
      return { endpoint: `${url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
