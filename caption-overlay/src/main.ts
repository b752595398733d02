import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  FightRemoved,
  FightState,
  ServerToClientEvents,
  SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import type { SubscribeRefusal } from '@hema/shared/realtime/live-limits';
import { fighterColours } from '@hema/shared/ui-rules/fighter-colours';
import { captionOptions, type CaptionOptions } from './caption-options.js';
import { CaptionState } from './caption-state.js';
import { CaptionView, showWrongLink } from './caption-view.js';
import { captionWords } from './caption-words.js';
import './caption.css';

// Names of the live protocol (shared/src/realtime/protocol.ts). Importing its values would pull zod into a bundle
// that must stay a few tens of KB, so the strings are repeated here; the types above keep the shapes in step.
const LIVE_NAMESPACE = '/live';
const captionRoom = (areaId: string) => `caption:${areaId}`;
/** SUBSCRIBE_REFUSALS.rateLimited of shared/src/realtime/live-limits.ts. */
const RATE_LIMITED: SubscribeRefusal = 'live/rate-limited';

const root = document.getElementById('caption')!;
const options = captionOptions(location.pathname, location.search);
document.documentElement.dataset.theme = options?.theme ?? 'dark';
document.documentElement.dataset.position = options?.position ?? 'bottom';
document.documentElement.lang = options?.language ?? 'en';

if (!options) {
  showWrongLink(root, captionWords(/[?&]lang=ru/i.test(location.search) ? 'ru' : 'en'));
} else {
  void start(options);
}

/**
 * The ring the link names, checked against the link's tournament: 'wrong' when the server says there is no such
 * ring in it (404: unknown tournament, unknown ring, or a ring of another tournament); null when it cannot tell
 * (offline, a private tournament), and the caption goes on as before.
 */
async function ringOfLink(
  tournamentId: string,
  areaId: string,
): Promise<{ title?: unknown } | 'wrong' | null> {
  try {
    const response = await fetch(
      `/api/tournaments/${encodeURIComponent(tournamentId)}/areas/${encodeURIComponent(areaId)}`,
      { headers: { Accept: 'application/json' } },
    );
    if (response.status === 404) return 'wrong';
    const body: unknown = response.ok ? await response.json() : null;
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

async function start({ tournamentId, areaId, holdMs, language }: CaptionOptions): Promise<void> {
  root.dataset.state = 'loading';
  const ring = await ringOfLink(tournamentId, areaId);
  if (ring === 'wrong') {
    showWrongLink(root, captionWords(language));
    return;
  }
  const state = new CaptionState(areaId, holdMs);
  const view = new CaptionView(root, captionWords(language));
  const ringTitle = typeof ring?.title === 'string' ? ring.title : '';
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(LIVE_NAMESPACE, {
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 4_000,
  });

  /** When the connection was lost (local time), null while it holds: the clock stands at that moment. */
  let lostAt: number | null = null;
  let frame = 0;
  const draw = () => {
    frame = 0;
    const now = Date.now();
    const onAir = state.onAir(now);
    view.setConnectionLost(lostAt !== null);
    // The fight state carries its category's colours and red side: a change by the organizer arrives live.
    view.render(
      onAir,
      fighterColours('fight' in onAir ? onAir.fight : null),
      (lostAt ?? now) + state.offsetMs,
      ringTitle,
    );
  };
  const lose = () => {
    lostAt ??= Date.now();
    schedule();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(draw);
  };

  // Resync by version on every (re)connect: the answer carries only what changed meanwhile, and the ring's member
  // list, so a fight deleted or moved away meanwhile leaves the caption.
  const resync = () => {
    const rooms = [captionRoom(areaId)];
    socket
      .timeout(10_000)
      .emitWithAck('live:subscribe', { rooms, known: state.known() })
      .then((answer: SubscribeAnswer) => {
        // Throttled (a crowd reconnecting at once): ask again when told, while still connected.
        if (answer.reason === RATE_LIMITED)
          setTimeout(() => socket.connected && resync(), answer.retryAfterMs ?? 2_000);
        if (!answer.ok) return;
        // A refused ring (deleted, or its tournament not public) shows nothing.
        const members = answer.refused?.[rooms[0]] ? [] : answer.members?.[rooms[0]];
        state.resync(answer.states, members, Date.now(), answer.serverTime);
        schedule();
      })
      .catch(() => socket.disconnect().connect());
  };
  socket.on('connect', () => {
    lostAt = null;
    schedule();
    resync();
  });
  socket.on('disconnect', (reason) => {
    lose();
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', lose);
  // A websocket can look open long after the network went; the browser knows at once (as the client's live pages).
  window.addEventListener('offline', () => {
    socket.disconnect();
    lose();
  });
  window.addEventListener('online', () => {
    if (!socket.connected) socket.connect();
  });
  socket.on('fight:state', (fight: FightState) => {
    state.accept([fight], Date.now());
    schedule();
  });
  socket.on('fight:removed', (removed: FightRemoved) => {
    state.remove(removed.fightId, removed.version);
    schedule();
  });

  // The clock ticks locally and a finished fight's hold ends by itself; a redraw only touches text that changed.
  setInterval(schedule, 200);
}
