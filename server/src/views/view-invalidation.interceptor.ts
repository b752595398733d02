import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { AppError } from '../common/app-error.js';
import { CachedReads } from './cached-reads.js';

/**
 * Writes that do not go through a fight's change record (a category's rules, a name, a ring's title, a tournament's
 * status, a stage built or removed) may change any cached view: every such write drops the whole view cache, on
 * every replica, before its answer leaves (a refused one, 4xx, changed nothing and drops nothing). They are rare next to reads on event day; the frequent writes, judges'
 * commands, invalidate by their change records' rooms instead (fight-view-invalidation.ts). Sign-in and session
 * calls change no view.
 */
@Injectable()
export class ViewInvalidationInterceptor implements NestInterceptor {
  constructor(private readonly reads: CachedReads) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (!changesViews(req.method, req.path)) return next.handle();
    const drop = () => this.reads.cache.clear();
    // A refused write (4xx) changed nothing (one transaction), so a flood of bad requests cannot keep the views cold;
    // a server error may have left part of its work behind: drop then too.
    const failed = (error: unknown) => {
      if (statusOf(error) >= 500) drop();
    };
    return next.handle().pipe(tap({ next: drop, error: failed }));
  }
}

function statusOf(error: unknown): number {
  if (error instanceof AppError) return error.statusCode;
  if (error instanceof HttpException) return error.getStatus();
  return 500;
}

const JUDGE_COMMAND = /^\/api\/fights\/[^/]+\/commands$/;
/** A pick of a fight's winner: predictions are read through their own endpoints, which are not kept. */
const PREDICTION = /^\/api\/fights\/[^/]+\/prediction$/;

export function changesViews(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (path.startsWith('/api/auth/')) return false;
  return !JUDGE_COMMAND.test(path) && !PREDICTION.test(path);
}
