import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { DataSource } from 'typeorm';
import type { Announcement } from '@hema/shared/contracts/announcements';
import {
  room,
  type FightState,
  type LiveAnnouncement,
  type PanelChanged,
} from '@hema/shared/realtime/protocol';
import { sqlOf } from '../database/sql.js';
import { EventBus } from '../events/event-bus.js';
import { ReplicationHealth } from '../events/replication-health.js';
import type { DomainEventOf, FightChange } from '../events/domain-events.js';

/**
 * Pushes fight changes after commit (architecture.md §4, §6). A fight's new state goes to the union of the rooms it was
 * in and is in now — a ring the fight left learns it left — with the rings' caption overlays first, then one
 * multi-room emit to everyone else (a socket in several rooms gets one copy). A removed fight's rooms get
 * `fight:removed`. Within one turn of the event loop the latest change of a fight wins; across turns the adapter
 * paces each fight's fan-outs (transport/socket-io/paced-adapter.ts), so a burst merges into its latest state instead of queueing.
 * Runs after the judge's acknowledgment has left.
 */
@Injectable()
export class LiveBroadcaster implements OnModuleDestroy {
  private namespace: Namespace | null = null;
  private readonly pending = new Map<string, FightChange>();
  private scheduled = false;
  private readonly unlisten: (() => void)[];

  /** Every fight write's changes and every announcement, after commit (the event bus). */
  constructor(
    events: EventBus,
    private readonly replication: ReplicationHealth,
    private readonly db: DataSource,
  ) {
    this.unlisten = [
      events.on('fights.changed', (event) => this.publish(event.changes)),
      // The listener starts the read and returns: events are delivered while the commit's connection is held.
      events.on('announcement.sent', (event) => void this.announce(event)),
      events.on('announcement.withdrawn', (event) => void this.announce(event)),
      events.on('panel.changed', (event) => this.panelChanged(event)),
    ];
  }

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  /** Server processes sharing the live rooms (the Redis adapter counts them; 1 in memory); null before start. */
  async replicas(): Promise<number | null> {
    if (!this.namespace) return null;
    try {
      return await this.namespace.adapter.serverCount();
    } catch {
      return null;
    }
  }

  onModuleDestroy(): void {
    for (const stop of this.unlisten) stop();
  }

  /**
   * An announcement sent or withdrawn, to the tournament's news room. Everyone's and categories' announcements carry
   * their text (anyone who may see the tournament reads them anyway); a judges' one goes without it, and the judges'
   * pages read it from `announcements.current`, which answers it to them only.
   */
  async announce(
    event: DomainEventOf<'announcement.sent'> | DomainEventOf<'announcement.withdrawn'>,
  ): Promise<void> {
    if (!this.namespace) return;
    const withdrawn = event.type === 'announcement.withdrawn';
    try {
      const announcement =
        withdrawn || event.audience === 'judges' ? null : await this.announcement(event.announcementId);
      const payload: LiveAnnouncement = {
        tournamentId: event.tournamentId,
        announcementId: event.announcementId,
        audience: event.audience,
        nominationId: event.nominationId,
        withdrawn,
        announcement,
      };
      this.namespace.to(room.news(event.tournamentId)).emit('announcement', payload);
    } catch (error) {
      this.replication.publishFailed(`announcement ${event.announcementId}`, error);
    }
  }

  /**
   * A ring's panel changed: its room hears only that (the ring and the fight), and the seat pages read the panel
   * again over REST, which answers each caller what they may see. Through the adapter, so every replica's sockets
   * in the room hear it.
   */
  panelChanged({ areaId, fightId }: DomainEventOf<'panel.changed'>): void {
    if (!this.namespace) return;
    try {
      const payload: PanelChanged = { areaId, fightId };
      this.namespace.to(room.panel(areaId)).emit('panel:changed', payload);
    } catch (error) {
      this.replication.publishFailed(`panel of ring ${areaId}`, error);
    }
  }

  /** The announcement as pages show it (the announcements module's view, read as a row). */
  private async announcement(id: string): Promise<Announcement | null> {
    const row = await sqlOf(this.db)
      .selectFrom('announcement as an')
      .leftJoin('nomination as n', 'n.id', 'an.nominationId')
      .select([
        'an.id',
        'an.tournamentId',
        'an.level',
        'an.audience',
        'an.nominationId',
        'n.title as nominationTitle',
        'an.text',
        'an.createdAt',
      ])
      .where('an.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      _id: row.id,
      tournamentId: row.tournamentId,
      level: row.level,
      audience: row.audience,
      nomination: row.nominationId ? { _id: row.nominationId, title: row.nominationTitle ?? '' } : null,
      text: row.text,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  publish(changes: readonly FightChange[]): void {
    for (const change of changes) {
      const queued = this.pending.get(change.fightId);
      if (queued && queued.version > change.version) continue;
      // A later change of the same turn keeps the rooms the fight left earlier in the turn.
      this.pending.set(
        change.fightId,
        queued
          ? { ...change, roomsBefore: [...new Set([...queued.roomsBefore, ...change.roomsBefore])] }
          : change,
      );
    }
    if (this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    // setImmediate: the judge's acknowledgment leaves before the fan-out.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const changes = [...this.pending.values()];
    this.pending.clear();
    if (!this.namespace) return;
    for (const change of changes) this.emit(this.namespace, change);
  }

  /**
   * Sends fight states to this replica's own sockets in the rooms, captions first, without going through Redis: a
   * replica's resync after a Redis outage (live-resync.ts) tells only the spectators it holds.
   */
  sendLocally(states: readonly { state: FightState; rooms: readonly string[] }[]): void {
    if (!this.namespace) return;
    for (const { state, rooms } of states) {
      if (rooms.length > 0) sendState(this.namespace.local, { ...state, serverTime: Date.now() }, rooms);
    }
  }

  /** Tells this replica's own sockets in these rings' panel rooms to read their panel again (the resync). */
  panelsLocally(areaIds: readonly string[]): void {
    if (!this.namespace) return;
    for (const areaId of areaIds) {
      const payload: PanelChanged = { areaId, fightId: null };
      this.namespace.local.to(room.panel(areaId)).emit('panel:changed', payload);
    }
  }

  private emit(namespace: Namespace, change: FightChange): void {
    const serverTime = Date.now();
    try {
      if (!change.state) {
        const removed = { fightId: change.fightId, version: change.version, serverTime };
        namespace.to([...change.roomsBefore]).emit('fight:removed', removed);
        return;
      }
      const rooms = [...new Set([...change.roomsBefore, ...change.roomsAfter])];
      sendState(namespace, { ...change.state, serverTime }, rooms);
    } catch (error) {
      // A Redis adapter error must not take the process down; clients resync by version on reconnect. Counted on
      // /api/health with the other replication failures.
      this.replication.publishFailed(`broadcast of fight ${change.fightId}`, error);
    }
  }
}

/** One multi-room emit of a fight's state, the rings' caption overlays first. */
function sendState(
  target: Pick<Namespace['local'], 'to'>,
  payload: FightState,
  rooms: readonly string[],
): void {
  const captions = rooms.filter((name) => name.startsWith('caption:'));
  if (captions.length > 0) {
    target.to(captions).emit('fight:state', payload);
    target
      .to([...rooms])
      .except(captions)
      .emit('fight:state', payload);
  } else {
    target.to([...rooms]).emit('fight:state', payload);
  }
}
