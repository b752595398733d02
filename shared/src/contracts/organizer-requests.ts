import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { organizerRequestStatusSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { listEndpoint } from './list.js';

/** Admins decide requests for organizer access (spec §1: approval starts a one-week trial). */
export const organizerRequestSchema = z.object({
  _id: z.string(),
  status: organizerRequestStatusSchema,
  message: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }).nullable(),
});

const decision = z.object({
  _id: z.string(),
  status: organizerRequestStatusSchema,
  decidedAt: z.iso.datetime().nullable(),
});
const idParams = z.object({ id: z.string() });
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
    summary: 'Approves a pending request: the user becomes a trial organizer for one week (admins).',
    roles: admin,
    params: idParams,
    response: decision,
    status: 200,
  }),
  refuse: endpoint({
    id: 'organizerRequests.refuse',
    method: 'POST',
    path: '/organizer-requests/:id/refuse',
    summary: 'Refuses a pending request (admins).',
    roles: admin,
    params: idParams,
    response: decision,
    status: 200,
  }),
};
