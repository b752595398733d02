/**
 * Socket.IO v4 (Engine.IO protocol 4) over k6's raw websockets: just enough of the protocol for a spectator and a
 * judge of the live namespace. Frames: `0{…}` open, `2`/`3` ping/pong, `40/live,{auth}` connect, `42/live,[event,…]`
 * event, `42/live,<id>[…]` event with ack, `43/live,<id>[…]` ack.
 */

export const NAMESPACE = '/live';

export function socketUrl(baseUrl) {
  return `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

/** The namespace connect frame (with the judge's token for commands). */
export function connectFrame(token) {
  return `40${NAMESPACE},${token ? JSON.stringify({ token }) : ''}`;
}

export function eventFrame(event, payload, ackId) {
  return `42${NAMESPACE},${ackId === undefined ? '' : ackId}${JSON.stringify([event, payload])}`;
}

/**
 * Parses one frame: {type: 'open'|'ping'|'connected'|'connect_error'|'event'|'ack'|'other', …}.
 * Events carry `name` and `args`; acks carry `id` and `args`.
 */
export function parseFrame(data) {
  if (data === '2') return { type: 'ping' };
  if (data[0] === '0') return { type: 'open', handshake: JSON.parse(data.slice(1)) };
  if (data[0] !== '4') return { type: 'other' };
  const packetType = data[1];
  let rest = data.slice(2);
  if (rest.startsWith(NAMESPACE + ',')) rest = rest.slice(NAMESPACE.length + 1);
  else if (rest.startsWith(NAMESPACE)) rest = rest.slice(NAMESPACE.length);
  if (packetType === '0') return { type: 'connected', data: rest ? JSON.parse(rest) : {} };
  if (packetType === '4') return { type: 'connect_error', data: rest ? JSON.parse(rest) : {} };
  const digits = rest.match(/^\d+/);
  const id = digits ? Number(digits[0]) : undefined;
  const body = JSON.parse(digits ? rest.slice(digits[0].length) : rest);
  if (packetType === '2') return { type: 'event', id, name: body[0], args: body.slice(1) };
  if (packetType === '3') return { type: 'ack', id, args: body };
  return { type: 'other' };
}
