/* global __ENV, __VU, __ITER */
/**
 * k6 load test of the live fight path (for users who have k6; the Node harness `npm run bench:live` is what runs
 * here). Two scenarios on one ring:
 *   - spectators: SPECTATORS websocket viewers speaking the Socket.IO protocol over raw frames, subscribed to the
 *     ring's room, answering pings, measuring each fight:state's delay after the server stamped it (serverTime);
 *   - judge: RATE score commands a second through the REST twin POST /api/fights/{id}/commands.
 * Each spectator checks at the end that it holds the fight's final version.
 *
 *   k6 run -e BASE_URL=http://127.0.0.1:3000 -e SPECTATORS=1000 -e RATE=3 -e DURATION=60 load-tests/k6/live-fight.js
 *
 * Only ever point it at a server of your own. Variables: BASE_URL, SPECTATORS (1000), RATE (3 events/s),
 * DURATION (60 s of scoring), RAMP (30 s to connect the spectators), ORGANIZER_EMAIL/ORGANIZER_PASSWORD (the demo
 * organizer), AREA_ID + FIGHT_ID (use an existing running fight instead of creating a ring).
 */
import http from 'k6/http';
import ws from 'k6/ws';
import { check, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { connectFrame, eventFrame, parseFrame, socketUrl } from './lib/socketio.js';
import { BASE_URL, createRing, login } from './lib/world.js';

const SPECTATORS = Number(__ENV.SPECTATORS || 1000);
const RATE = Number(__ENV.RATE || 3);
const DURATION = Number(__ENV.DURATION || 60);
const RAMP = Number(__ENV.RAMP || 30);
const TAIL = 10;

const stateDelay = new Trend('fight_state_delay_ms', true);
const judgeAck = new Trend('judge_ack_ms', true);
const states = new Counter('fight_states');
const coalesced = new Counter('fight_versions_coalesced');
const missingFinal = new Counter('spectators_missing_final');
const subscribeFailures = new Counter('subscribe_failures');
const commandFailures = new Counter('command_failures');

export const options = {
  scenarios: {
    spectators: {
      executor: 'per-vu-iterations',
      exec: 'spectator',
      vus: SPECTATORS,
      iterations: 1,
      maxDuration: `${RAMP + DURATION + TAIL + 30}s`,
    },
    judge: {
      executor: 'constant-arrival-rate',
      exec: 'judge',
      rate: RATE,
      timeUnit: '1s',
      duration: `${DURATION}s`,
      startTime: `${RAMP}s`,
      preAllocatedVUs: 4,
      maxVUs: 20,
    },
  },
  thresholds: {
    spectators_missing_final: ['count==0'],
    subscribe_failures: ['count==0'],
    command_failures: ['count==0'],
  },
};

export function setup() {
  const token = login();
  return Object.assign({ token }, createRing(token));
}

/** One spectator: connect during the ramp, hold the socket until the scoring is over, then check the final version. */
export function spectator(data) {
  sleep((RAMP * 0.8 * (__VU - 1)) / Math.max(1, SPECTATORS));
  const holdMs =
    (RAMP * 0.2 + DURATION + TAIL) * 1000 + (RAMP * 0.8 * 1000 * (SPECTATORS - __VU)) / SPECTATORS;
  let version = -1;
  const res = ws.connect(socketUrl(BASE_URL), { tags: { name: 'live spectator' } }, (socket) => {
    socket.on('message', (frame) => {
      const packet = parseFrame(frame);
      if (packet.type === 'ping') socket.send('3');
      else if (packet.type === 'open') socket.send(connectFrame());
      else if (packet.type === 'connected')
        socket.send(eventFrame('live:subscribe', { rooms: [`area:${data.areaId}`], known: {} }, 1));
      else if (packet.type === 'ack' && packet.id === 1) {
        const answer = packet.args[0];
        if (!answer || !answer.ok) subscribeFailures.add(1);
        for (const state of (answer && answer.states) || [])
          if (state.fightId === data.fightId) version = Math.max(version, state.version);
      } else if (packet.type === 'event' && packet.name === 'fight:state') {
        const state = packet.args[0];
        if (state.fightId !== data.fightId) return;
        states.add(1);
        stateDelay.add(Date.now() - state.serverTime);
        if (version >= 0 && state.version > version + 1) coalesced.add(state.version - version - 1);
        version = Math.max(version, state.version);
      } else if (packet.type === 'connect_error') subscribeFailures.add(1);
    });
    socket.setTimeout(() => socket.close(), holdMs);
  });
  check(res, { 'websocket upgraded': (r) => r && r.status === 101 });
  const final = http.get(`${BASE_URL}/api/fights/${data.fightId}/state`, { tags: { name: 'final state' } });
  if (final.status === 200 && version < final.json('version')) missingFinal.add(1);
}

/** One key press of the judge: a score for alternating sides through the REST twin. */
export function judge(data) {
  const res = http.post(
    `${BASE_URL}/api/fights/${data.fightId}/commands`,
    JSON.stringify({
      commandId: `k6-${__VU}-${__ITER}-${Date.now()}`,
      event: { type: 'SCORE', side: __ITER % 2 === 0 ? 1 : 2, delta: 1, at: Date.now() },
    }),
    {
      headers: { 'content-type': 'application/json', authorization: data.token },
      tags: { name: 'fight command' },
    },
  );
  judgeAck.add(res.timings.duration);
  const ok = check(res, { 'command acknowledged': (r) => r.status === 200 && r.json('ok') === true });
  if (!ok) commandFailures.add(1);
}
