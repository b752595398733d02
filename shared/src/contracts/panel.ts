import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { exchangeDecisionSchema, exchangeSchema } from '../fight/exchanges.js';
import { PANEL_MODES, panelCallInputSchema, panelSeatSchema } from '../fight/panel.js';
import { endpoint, noContent } from './endpoint.js';
import { idParams, timestamp } from './fields.js';

/**
 * A ring's panel of judges (issue 33): seats (the director and judges 1–4) taken by the ring's judges or its
 * organizer, each judge's calls on a fight, and the director's decisions. Confirmed exchanges enter the fight as
 * EXCHANGE commands; this API never changes a score by itself.
 */

export const panelSeatViewSchema = z.object({
  seat: panelSeatSchema,
  user: z.object({ _id: z.string(), name: z.string() }),
  takenAt: timestamp,
});
export type PanelSeatView = z.output<typeof panelSeatViewSchema>;

export const ringPanelSchema = z.object({
  areaId: z.string(),
  seats: z.array(panelSeatViewSchema),
  /** The caller's seat on this ring, if any. */
  mine: panelSeatSchema.nullable(),
});
export type RingPanel = z.output<typeof ringPanelSchema>;

export const panelCallViewSchema = z.object({
  _id: z.string(),
  seat: panelSeatSchema,
  user: z.object({ _id: z.string(), name: z.string() }),
  exchange: exchangeSchema,
  pressedAt: timestamp,
  receivedAt: timestamp,
  /** Arrived after its exchange had been decided (a device that was offline): logged, not counted. */
  late: z.boolean(),
});
export type PanelCallView = z.output<typeof panelCallViewSchema>;

export const panelDecisionViewSchema = z.object({
  _id: z.string(),
  exchange: exchangeSchema,
  decision: exchangeDecisionSchema,
  decidedAt: timestamp,
  decidedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The fight's version the EXCHANGE made; null while it is being written or when the fight refused it. */
  fightVersion: z.number().nullable(),
  refusal: z.string().nullable(),
  /** A director's overrule replaced this decision. */
  replaced: z.boolean(),
});
export type PanelDecisionView = z.output<typeof panelDecisionViewSchema>;

/** One exchange as the panel saw it: every call side by side, what the rule makes of them, and what was decided. */
export const panelExchangeSchema = z.object({
  /** The id of the exchange's first call: how the director names it. */
  _id: z.string(),
  openedAt: timestamp,
  calls: z.array(panelCallViewSchema),
  status: z.enum(['pending', 'split', 'confirmed', 'decided']),
  /** What most judges called (null on a tie). */
  leading: exchangeSchema.nullable(),
  decisions: z.array(panelDecisionViewSchema),
});
export type PanelExchange = z.output<typeof panelExchangeSchema>;

export const fightPanelSchema = z.object({
  fightId: z.string(),
  areaId: z.string().nullable(),
  rules: z.object({ mode: z.enum(PANEL_MODES), judges: z.number(), windowMs: z.number() }),
  seats: z.array(panelSeatViewSchema),
  /** Oldest first. */
  exchanges: z.array(panelExchangeSchema),
});
export type FightPanel = z.output<typeof fightPanelSchema>;

export const takeSeatSchema = z.object({ seat: panelSeatSchema }).strict();
/** The organizer seats a judge of the ring (the ring judges' dialog); whoever sat there stands up. */
export const assignSeatSchema = z.object({ userId: z.string().max(100) }).strict();
export const panelDecideSchema = z
  .object({
    /** The exchange (its first call's id). */
    exchangeId: z.string().max(64),
    /** What the director rules; a different exchange from the judges' is an overrule. */
    exchange: exchangeSchema,
  })
  .strict();

export const panelCallAnswerSchema = z.object({
  call: panelCallViewSchema,
  /** The call was already stored (a device's resend): nothing new happened. */
  replayed: z.boolean(),
});
export type PanelCallAnswer = z.output<typeof panelCallAnswerSchema>;

export const panelContract = {
  ring: endpoint({
    id: 'panel.ring',
    method: 'GET',
    path: '/areas/:id/panel',
    summary: "The ring's panel seats and the caller's own seat",
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    response: ringPanelSchema,
  }),
  takeSeat: endpoint({
    id: 'panel.takeSeat',
    method: 'PUT',
    path: '/areas/:id/panel/seat',
    summary: "Takes a free seat of the ring's panel (a judge of the ring, its organizer or an admin)",
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    body: takeSeatSchema,
    response: ringPanelSchema,
  }),
  assignSeat: endpoint({
    id: 'panel.assignSeat',
    method: 'PUT',
    path: '/areas/:id/panel/seats/:seat',
    summary:
      "The organizer seats a judge of the ring (or themselves) at the panel: the judge's former seat and the seat's former holder are freed",
    roles: ROUTE_ROLES.signedIn,
    params: z.object({ id: z.string().max(100), seat: panelSeatSchema }),
    body: assignSeatSchema,
    response: ringPanelSchema,
  }),
  leaveSeat: endpoint({
    id: 'panel.leaveSeat',
    method: 'DELETE',
    path: '/areas/:id/panel/seats/:seat',
    summary: 'Frees a seat: its holder, or the organizer for anyone',
    roles: ROUTE_ROLES.signedIn,
    params: z.object({ id: z.string().max(100), seat: panelSeatSchema }),
    response: noContent,
    status: 204,
  }),
  call: endpoint({
    id: 'panel.call',
    method: 'POST',
    path: '/panel/calls',
    summary: "A judge's call on an exchange; idempotent by its callId (a resend answers the stored call)",
    roles: ROUTE_ROLES.signedIn,
    body: panelCallInputSchema,
    response: panelCallAnswerSchema,
    status: 201,
  }),
  fight: endpoint({
    id: 'panel.fight',
    method: 'GET',
    path: '/fights/:id/panel',
    summary: "Every judge's call on the fight, grouped by exchange, with the decisions",
    params: idParams,
    response: fightPanelSchema,
  }),
  decide: endpoint({
    id: 'panel.decide',
    method: 'POST',
    path: '/fights/:id/panel/decisions',
    summary:
      "The director confirms or overrules an exchange (a confirmed one only while it is the fight's last)",
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    body: panelDecideSchema,
    response: fightPanelSchema,
    status: 201,
  }),
} as const;
