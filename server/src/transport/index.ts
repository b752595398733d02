/**
 * The one door to the server's shortcuts around Socket.IO, Engine.IO, `ws`, Nest's socket adapter and Express
 * (shortcuts.ts lists them, what each saves and what each needs). Code elsewhere imports from here, never a
 * library's private member.
 */
export {
  answerBeforeExpress,
  capturedHeaders,
  type EarlyAnswer,
  type HeadList,
} from './http/before-express.js';
export { EventFrame, openEventStream, type EventSink } from './http/event-stream.js';
export { PacedFanOut, type FanOutLog, type FanOutStatus } from './socket-io/paced-adapter.js';
export { bindPlainListeners, type MapPayload } from './socket-io/plain-listeners.js';
export {
  REVIEWED_VERSIONS,
  SHORTCUTS,
  reportShortcutOff,
  shortcut,
  versionDifferences,
  type Shortcut,
  type ShortcutName,
} from './shortcuts.js';
