import { useEffect, useLayoutEffect, useRef } from 'react';
import { consoleKeyOf, type ConsoleKeyName } from '@hema/shared/fight/console-keys';

/** Key presses in form fields belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Calls `onKey` for every console key pressed anywhere on the page (shared/fight/console-keys: letters by the typed
 * character, punctuation and digits by position), except in form fields and while `paused` (a dialog has the keys).
 */
export function useConsoleKeys(onKey: (name: ConsoleKeyName) => void, paused: boolean): void {
  const latest = useRef({ onKey, paused });
  // Updated in the commit itself: a passive effect can run a task after the screen already shows the new fight,
  // and a key pressed in between went to the previous handler (no fight yet: the press was lost; seen in a loaded
  // browser-test run). The window listener is not React's, so React does not flush pending effects before it.
  useLayoutEffect(() => {
    latest.current = { onKey, paused };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (latest.current.paused || isTypingTarget(event.target)) return;
      const name = consoleKeyOf({
        key: event.key,
        code: event.code,
        repeat: event.repeat,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        altGraph: event.getModifierState?.('AltGraph') ?? false,
      });
      if (!name) return;
      event.preventDefault();
      latest.current.onKey(name);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
