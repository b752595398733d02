import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  FightState,
  ServerToClientEvents,
  SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import { captionOptions } from './caption-options.js';
import { CaptionState } from './caption-state.js';
import { CaptionView, type Colours, type FighterColour } from './caption-view.js';
import './caption.css';

// Names of the live protocol (shared/src/realtime/protocol.ts). Importing its values would pull zod into a bundle
// that must stay a few tens of KB, so the two strings are repeated here; the types above keep the shapes in step.
const LIVE_NAMESPACE = '/live';
const captionRoom = (areaId: string) => `caption:${areaId}`;

const root = document.getElementById('caption')!;
const options = captionOptions(location.pathname, location.search);
document.documentElement.dataset.theme = options?.theme ?? 'dark';
document.documentElement.dataset.position = options?.position ?? 'bottom';

if (!options) {
  root.dataset.state = 'invalid';
} else {
  start(options.areaId, options.holdMs);
}

function start(areaId: string, holdMs: number): void {
  root.dataset.state = 'idle';
  const state = new CaptionState(areaId, holdMs);
  const view = new CaptionView(root);
  const colours = new Map<string, Colours>();
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(LIVE_NAMESPACE, {
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 4_000,
  });

  let frame = 0;
  const draw = () => {
    frame = 0;
    const now = Date.now();
    const fight = state.onAir(now);
    if (fight && !colours.has(fight.nominationId)) loadColours(fight.nominationId);
    view.render(
      fight,
      (fight && colours.get(fight.nominationId)) || { left: 'red', right: 'blue' },
      now + state.offsetMs,
    );
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(draw);
  };

  const loadColours = (nominationId: string) => {
    colours.set(nominationId, { left: 'red', right: 'blue' });
    fetch(`/api/nominations/${encodeURIComponent(nominationId)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((nomination: { colorLeft?: FighterColour; colorRight?: FighterColour } | null) => {
        if (!nomination) return;
        colours.set(nominationId, {
          left: nomination.colorLeft ?? 'red',
          right: nomination.colorRight ?? 'blue',
        });
        schedule();
      })
      .catch(() => undefined);
  };

  socket.on('connect', () => {
    // Resync by version on every (re)connect: the answer carries only what changed meanwhile.
    socket
      .timeout(10_000)
      .emitWithAck('live:subscribe', { rooms: [captionRoom(areaId)], known: state.known() })
      .then((answer: SubscribeAnswer) => {
        if (!answer.ok) return;
        state.accept(answer.states, Date.now(), answer.serverTime);
        schedule();
      })
      .catch(() => socket.disconnect().connect());
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('fight:state', (fight: FightState) => {
    state.accept([fight], Date.now());
    schedule();
  });

  // The clock ticks locally and a finished fight's hold ends by itself; a redraw only touches text that changed.
  setInterval(schedule, 200);
}
