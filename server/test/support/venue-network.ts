import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A venue network on loopback: every 127.x.y.z address reaches the server from its own address, so a test can be
 * a judge at 127.0.0.2 and an attacker at 127.0.0.3 without trusting any header. In front of the server stands
 * a stand-in for the compose nginx that applies the `proxy_set_header` lines of docker/nginx.conf itself, so the
 * test breaks when that file passes a client's header on.
 */

const repoFile = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
export const NGINX_CONF = readFileSync(repoFile('docker/nginx.conf'), 'utf8');
export const COMPOSE_FILE = readFileSync(repoFile('docker-compose.yml'), 'utf8');

/** `proxy_set_header Name value;` lines of the nginx config, in order. */
export function nginxHeaderRules(conf = NGINX_CONF): Array<[string, string]> {
  return [...conf.matchAll(/^\s*proxy_set_header\s+(\S+)\s+(.+?)\s*;/gm)].map((m) => [m[1], m[2]]);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One request from `from` (a loopback address), on its own connection. */
export function send(
  url: string,
  path: string,
  options: { from: string; method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const target = new URL(path, url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: options.method ?? 'POST',
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The compose nginx in miniature: listens on 127.0.0.1, forwards to `target` from `proxyAddress` (the address the
 * server trusts), setting each header as the nginx config says. Variables it knows: $remote_addr,
 * $proxy_add_x_forwarded_for, $host, $scheme, $http_upgrade, $connection_upgrade.
 */
export async function startNginxStandIn(
  target: string,
  proxyAddress: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = nginxHeaderRules();
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const remote = req.socket.remoteAddress ?? '';
    const sent = req.headers['x-forwarded-for'];
    const vars: Record<string, string> = {
      remote_addr: remote,
      proxy_add_x_forwarded_for: sent ? `${String(sent)}, ${remote}` : remote,
      host: (req.headers.host ?? '').replace(/:\d+$/, ''),
      scheme: 'http',
      http_upgrade: req.headers.upgrade ?? '',
      connection_upgrade: req.headers.upgrade ? 'upgrade' : 'close',
    };
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const [name, template] of rules) {
      const value = template.replace(/\$(\w+)/g, (_, v: string) => {
        if (!(v in vars)) throw new Error(`nginx variable $${v} is not known to the stand-in`);
        return vars[v];
      });
      // nginx drops a header whose value comes out empty.
      if (value) headers[name.toLowerCase()] = value;
      else delete headers[name.toLowerCase()];
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
        localAddress: proxyAddress,
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
