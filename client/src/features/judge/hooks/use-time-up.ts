import { useEffect, useRef, useState } from 'react';
import { timeIsUp, timeUpMoment, type FightClock } from '@hema/shared/fight/clock';

/** Server time now, refreshed every `intervalMs` while the clock runs (the clock is data; the screen renders it). */
export function useServerNow(running: boolean, offsetMs: number, intervalMs = 100): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return Date.now() + offsetMs;
}

let audio: AudioContext | null = null;

/** Three short beeps through Web Audio. Optional: without sound (no API, blocked autoplay) the screen still shows it. */
export function playTimeUpBeep(): void {
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    void audio.resume?.();
    const start = audio.currentTime;
    for (let beep = 0; beep < 3; beep++) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.value = 0.25;
      tone.connect(volume).connect(audio.destination);
      tone.start(start + beep * 0.3);
      tone.stop(start + beep * 0.3 + 0.18);
    }
  } catch {
    // No sound here; the time-up colour and text are the signal.
  }
}

/**
 * Whether the fight time has run out (a count-down at 0:00, a count-up at its limit), for a fight under way. Beeps
 * once when a running clock runs out while the console is open, not for a fight that ran out before.
 */
export function useTimeUp(
  clock: FightClock & { durationMs: number },
  underWay: boolean,
  now: number,
): boolean {
  const up = underWay && timeIsUp(clock, clock.durationMs, now);
  const moment = timeUpMoment(clock, clock.durationMs, now);
  const expected = useRef<number | null>(null);
  useEffect(() => {
    if (moment !== null) expected.current = moment;
    else if (up && expected.current !== null && clock.running) {
      expected.current = null;
      playTimeUpBeep();
    } else if (!clock.running) expected.current = null;
  }, [moment, up, clock.running]);
  return up;
}
