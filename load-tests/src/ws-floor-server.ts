/**
 * The floor of the live benchmark: a bare `ws` broadcast server, run as its own process so that its CPU is read from
 * /proc exactly like the real server's. Viewers connect to /view; the judge connects to /judge and sends
 * `{"id":n,"frame":"42/live,[\"fight:state\",{…}]"}`; the server acknowledges `{"id":n}` first, then writes the frame
 * (turned into bytes once) to every viewer, as the real server answers the judge before its fan-out. No database, no
 * rooms, no coalescing, no heartbeats: the least work a push can cost.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
const viewers = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const judges = new WebSocketServer({ noServer: true, perMessageDeflate: false });

server.on('upgrade', (req, socket, head) => {
  const target = req.url === '/view' ? viewers : req.url === '/judge' ? judges : null;
  if (!target) return socket.destroy();
  target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
});

judges.on('connection', (judge: WebSocket) => {
  judge.on('message', (data: Buffer) => {
    const { id, frame } = JSON.parse(data.toString()) as { id: number; frame: string };
    judge.send(JSON.stringify({ id }));
    const bytes = Buffer.from(frame);
    setImmediate(() => {
      for (const viewer of viewers.clients) viewer.send(bytes, { binary: false });
    });
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
});

const stop = () => {
  for (const ws of viewers.clients) ws.terminate();
  for (const ws of judges.clients) ws.terminate();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
