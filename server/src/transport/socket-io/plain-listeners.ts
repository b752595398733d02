import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';

/** Nest's own split of a socket message's arguments into payload and acknowledgment (IoAdapter.mapPayload). */
export type MapPayload = (payload: unknown) => { data?: unknown; ack?: unknown };

export interface ListenerLog {
  error(message: string): void;
}

/**
 * Binds a gateway's message handlers to one socket as Nest's IoAdapter does, with one plain listener per message
 * name instead of Nest's RxJS pipeline per name (≈ a dozen subscriptions that live as long as the socket; with
 * thousands of spectators that is memory and GC work for handlers spectators barely use). The same contract:
 * payload and acknowledgment as Nest maps them, the handler's answer (value, promise or observable) to the
 * acknowledgment unless the handler acknowledges itself, `{event, data}` answers emitted.
 */
export function bindPlainListeners(
  socket: Socket,
  handlers: MessageMappingProperties[],
  transform: (data: unknown) => Observable<unknown>,
  mapPayload: MapPayload,
  log: ListenerLog,
): void {
  for (const { message, callback, isAckHandledManually } of handlers) {
    socket.on(message as string, (...args: unknown[]) => {
      const { data, ack } = mapPayload(args.length === 1 ? args[0] : args);
      transform(callback(data, ack)).subscribe({
        next: (response) => {
          if (response === null || response === undefined) return;
          const { event, data: eventData } = response as { event?: string; data?: unknown };
          if (event) socket.emit(event, eventData);
          else if (!isAckHandledManually && typeof ack === 'function')
            (ack as (answer: unknown) => void)(response);
        },
        error: (error: unknown) => log.error(error instanceof Error ? error.message : String(error)),
      });
    });
  }
}
