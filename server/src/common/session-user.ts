import type { Request } from 'express';
import type { z } from 'zod';
import type { sessionUserSchema } from '@hema/shared/contracts/auth';

/**
 * The signed-in user as a request carries it (also the answer of /auth/current, /auth/login and /auth/register).
 * It lives here, below every domain module, because guards, decorators and access rules of all modules read it.
 */
export type SessionUser = z.input<typeof sessionUserSchema>;

/** A request after the auth guard: the user and token it resolved, when a valid token was sent. */
export interface AuthedRequest extends Request {
  user?: SessionUser;
  token?: string;
}
