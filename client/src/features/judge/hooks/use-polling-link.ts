import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FightCommand, FightState } from '@hema/shared/realtime/protocol';
import { pollAreaLiveStates } from '../api/area-live-states';
import { postFightCommand } from '../api/fight-command';
import type { JudgeLink } from '../judge-link';

export const POLL_INTERVAL_MS = 1_000;
const RETRY_INTERVAL_MS = 2_000;

function merge(
  known: ReadonlyMap<string, FightState>,
  incoming: readonly FightState[],
): Map<string, FightState> {
  const next = new Map(known);
  for (const state of incoming) {
    const current = next.get(state.fightId);
    if (!current || current.version <= state.version) next.set(state.fightId, state);
  }
  return next;
}

/**
 * The console over HTTP (`area-scores-polling`): the ring's states once a second with ETag / 304, commands by
 * POST. A full answer replaces the ring (fights may have left it); a command's answer updates its fight at once.
 */
export function usePollingLink(areaId: string): JudgeLink {
  const [fights, setFights] = useState<ReadonlyMap<string, FightState>>(new Map());
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(true);
  const [offsetMs, setOffsetMs] = useState(0);
  const etag = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const controller = new AbortController();
    etag.current = null;
    const poll = async () => {
      let wait = POLL_INTERVAL_MS;
      try {
        const answer = await pollAreaLiveStates(areaId, etag.current, controller.signal);
        if (stopped) return;
        if (answer.changed) {
          etag.current = answer.etag;
          setFights((known) => {
            const fresh = merge(new Map(), answer.states);
            // A command answer newer than this poll stays until a poll catches up with it.
            for (const [id, state] of known) {
              const polled = fresh.get(id);
              if (polled && polled.version < state.version) fresh.set(id, state);
            }
            return fresh;
          });
          setOffsetMs(answer.serverTime - Date.now());
          setReady(true);
        }
        setOnline(true);
      } catch {
        if (stopped) return;
        setOnline(false);
        wait = RETRY_INTERVAL_MS;
      }
      timer = window.setTimeout(() => void poll(), wait);
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [areaId]);

  const send = useCallback(async (command: FightCommand) => {
    // The event log tells the polling console's commands from the live console's.
    const answer = await postFightCommand({ ...command, console: 'polling' });
    if (answer.state) setFights((known) => merge(known, [answer.state!]));
    return answer;
  }, []);

  const states = useMemo(() => [...fights.values()], [fights]);
  return { states, ready, online, offsetMs, send };
}
