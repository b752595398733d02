import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { badRequest, conflict, forbidden, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { runList } from '../common/list.js';
import { User } from '../users/user.entity.js';
import { grantLicence } from '../users/licence-grant.js';
import type { SessionUser } from '../users/user.view.js';
import { LicenceRequest } from './licence-request.entity.js';
import { LICENCE_REQUEST_LIST } from './licence-request.list.js';

/**
 * Licence extensions: an organizer (trial or full, licence running or not) asks; an admin grants a new end or refuses.
 * One pending request per organizer: asking locks the organizer's row, so two racing asks cannot both pass the check.
 */
@Injectable()
export class LicenceRequestsService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Licence requests with their organizers, as the admin's list asks for them. */
  list<V>(query: ListQueryParams, view: (request: LicenceRequest) => V) {
    const qb = this.db
      .getRepository(LicenceRequest)
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.user', 'user');
    return runList(qb, LICENCE_REQUEST_LIST, query, view);
  }

  latest(user: SessionUser): Promise<LicenceRequest | null> {
    return this.db
      .getRepository(LicenceRequest)
      .findOne({ where: { userId: user._id }, order: { createdAt: 'DESC' } });
  }

  async ask(user: SessionUser, message: string): Promise<LicenceRequest> {
    if (user.isAdmin) throw badRequest('Administrators need no licence', 'licence/not-needed');
    if (!user.isOrganizer) throw forbidden();
    return this.db.transaction(async (manager) => {
      await manager.findOne(User, { where: { id: user._id }, lock: { mode: 'pessimistic_write' } });
      const requests = manager.getRepository(LicenceRequest);
      const pending = await requests.findOne({ where: { userId: user._id, status: 'PENDING' } });
      if (pending)
        throw conflict(
          'Your licence request is already waiting for an administrator',
          'licence/request-pending',
        );
      return requests.save(requests.create({ userId: user._id, message }));
    });
  }

  /**
   * Granting sets the organizer's licence to run until `till` (from now, unless it already runs from earlier) and
   * makes a trial organizer a full one: the request is what the creation warning points to for a full licence.
   */
  async decide(
    id: string,
    admin: SessionUser,
    decision: { grant: true; till: Date } | { grant: false; reason: string },
  ): Promise<LicenceRequest> {
    return this.db.transaction(async (manager) => {
      const requests = manager.getRepository(LicenceRequest);
      const request = await requests.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw notFound('Request', 'licence/request-not-found');
      if (request.status !== 'PENDING')
        throw conflict('This request has already been decided', 'licence/request-decided');
      const now = this.clock.now();
      if (decision.grant && decision.till <= now)
        throw badRequest('The new licence end must be in the future', 'licence/end-in-past', {
          licenseTill: 'The new licence end must be in the future',
        });
      request.status = decision.grant ? 'GRANTED' : 'REFUSED';
      request.decidedAt = now;
      request.decidedById = admin._id;
      request.grantedTill = decision.grant ? decision.till : null;
      request.refusalReason = decision.grant ? null : decision.reason;
      await requests.save(request);
      // The account is the users module's: it records the licence.
      if (decision.grant) await grantLicence(manager, request.userId, decision.till, now);
      return request;
    });
  }
}
