import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { MESSAGES } from '../schemas/auth.js';
import { endpoint } from './endpoint.js';
import { listEndpoint } from './list.js';

/**
 * Licence extensions (issue "A real event, run by real people"): an organizer whose licence (or one-week trial) ends
 * too soon for their events asks an admin for more; the admin grants it with a new last day (the organizer becomes a
 * full organizer) or refuses it with a reason. One pending request per organizer at a time.
 */
export const LICENCE_REQUEST_STATUSES = ['PENDING', 'GRANTED', 'REFUSED'] as const;
export const licenceRequestStatusSchema = z.enum(LICENCE_REQUEST_STATUSES);
export type LicenceRequestStatus = z.infer<typeof licenceRequestStatusSchema>;

export const licenceRequestSchema = z.object({
  _id: z.string(),
  status: licenceRequestStatusSchema,
  message: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** The licence's new end, when granted. */
  grantedTill: z.iso.datetime().nullable(),
  /** Why an admin refused; null otherwise. */
  refusalReason: z.string().nullable(),
  user: z
    .object({
      _id: z.string(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      license: z.object({ from: z.iso.datetime().nullable(), till: z.iso.datetime().nullable() }),
    })
    .nullable(),
});
export type LicenceRequest = z.output<typeof licenceRequestSchema>;

/** The organizer's own request as they see it: no account details. */
export const ownLicenceRequestSchema = licenceRequestSchema.omit({ user: true });

export const licenceRequestBodySchema = z
  .object({ message: z.string().trim().min(1, MESSAGES.required).max(2000) })
  .strict();

/** Granting names the licence's new end; it must lie in the future. */
export const licenceGrantSchema = z.object({ licenseTill: z.iso.datetime() }).strict();
export const licenceRefusalSchema = z
  .object({ reason: z.string().trim().min(1, MESSAGES.required).max(1000) })
  .strict();

const decision = z.object({
  _id: z.string(),
  status: licenceRequestStatusSchema,
  decidedAt: z.iso.datetime().nullable(),
});
const idParams = z.object({ id: z.string() });
const admin = ROUTE_ROLES.admin;
const organizer = ROUTE_ROLES.organizer;

export const licenceRequestsContract = {
  mine: endpoint({
    id: 'licenceRequests.mine',
    method: 'GET',
    path: '/licence-requests/mine',
    summary: "The organizer's latest licence extension request and its state (null when they never asked).",
    roles: organizer,
    response: z.object({ request: ownLicenceRequestSchema.nullable() }),
  }),
  create: endpoint({
    id: 'licenceRequests.create',
    method: 'POST',
    path: '/licence-requests',
    summary:
      'An organizer asks an admin to extend their licence (409 when one is already pending; admins need none).',
    roles: organizer,
    body: licenceRequestBodySchema,
    response: ownLicenceRequestSchema,
    status: 201,
  }),
  list: listEndpoint({
    id: 'licenceRequests.list',
    path: '/licence-requests',
    summary:
      'Licence extension requests, newest first by default; filter `status:PENDING` to count the waiting (admins).',
    roles: admin,
    item: licenceRequestSchema,
  }),
  grant: endpoint({
    id: 'licenceRequests.grant',
    method: 'POST',
    path: '/licence-requests/:id/grant',
    summary:
      "Grants a pending request: the organizer's licence runs until the given end, as a full organizer (admins).",
    roles: admin,
    params: idParams,
    body: licenceGrantSchema,
    response: decision,
    status: 200,
  }),
  refuse: endpoint({
    id: 'licenceRequests.refuse',
    method: 'POST',
    path: '/licence-requests/:id/refuse',
    summary: 'Refuses a pending request with a reason (admins).',
    roles: admin,
    params: idParams,
    body: licenceRefusalSchema,
    response: decision,
    status: 200,
  }),
};
