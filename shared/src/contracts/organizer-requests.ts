import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { organizerRequestStatusSchema } from './auth.js';
import { MESSAGES } from '../schemas/auth.js';
import { endpoint } from './endpoint.js';
import { listEndpoint } from './list.js';

/** Admins decide requests for organizer access (spec §1: approval starts a one-week trial). */
export const organizerRequestSchema = z.object({
  _id: z.string(),
  status: organizerRequestStatusSchema,
  message: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Why an admin refused; null otherwise. */
  refusalReason: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }).nullable(),
});

const decision = z.object({
  _id: z.string(),
  status: organizerRequestStatusSchema,
  decidedAt: z.iso.datetime().nullable(),
});
const idParams = z.object({ id: z.string() });

/** Refusing says why ("refuse with a reason"). */
export const organizerRefusalSchema = z
  .object({ reason: z.string().trim().min(1, MESSAGES.required).max(1000) })
  .strict();
const admin = ROUTE_ROLES.admin;

export const organizerRequestsContract = {
  list: listEndpoint({
    id: 'organizerRequests.list',
    path: '/organizer-requests',
    summary: 'Requests for organizer access, newest first by default (admins).',
    roles: admin,
    item: organizerRequestSchema,
  }),
  approve: endpoint({
    id: 'organizerRequests.approve',
    method: 'POST',
    path: '/organizer-requests/:id/approve',
    summary:
      'Approves a pending request: the user becomes a trial organizer for one week and is told by mail (admins).',
    roles: admin,
    params: idParams,
    response: decision,
    status: 200,
  }),
  refuse: endpoint({
    id: 'organizerRequests.refuse',
    method: 'POST',
    path: '/organizer-requests/:id/refuse',
    summary: 'Refuses a pending request with a reason; the applicant is told by mail with it (admins).',
    roles: admin,
    params: idParams,
    body: organizerRefusalSchema,
    response: decision,
    status: 200,
  }),
};
