import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { composeName, type RegisterInput } from '@hema/shared/schemas/auth';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { ORGANIZER_TRIAL_MS } from '@hema/shared/auth/roles';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { badRequest, conflict, notFound, unauthorized } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation, sqlErrorDetail } from '../common/database-errors.js';
import { runList } from '../common/list.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import { freeUsername, usernameBase } from '../users/free-username.js';
import { sessionUserView, type SessionUser } from '../users/user.view.js';
import { Club } from '../catalog/club.entity.js';
import { LoginLimiter } from './login-limiter.js';
import { OrganizerRequest } from './organizer-request.entity.js';
import { ORGANIZER_REQUEST_LIST } from './organizer-request.list.js';
import { hashPassword, passwords } from './passwords.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { Session } from './session.entity.js';
import { newRecoveryCode, newToken, sha256 } from './tokens.js';
import { setPasswordHash } from '../users/user-rows.js';

const MAX_CODE_ATTEMPTS = 5;

const emailTaken = () =>
  conflict(
    'An account with this e-mail already exists. Sign in or recover the password.',
    'auth/email-taken',
  );
const usernameTaken = () => conflict('This username is taken', 'auth/username-taken');
const INVALID_CODE = 'The code is wrong or has expired. Request a new one.';

type Registration = Omit<RegisterInput, 'passwordConfirm'> & { email: string; password: string };

@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly limiter: LoginLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Organizer-access requests with their users, as the admin's list asks for them. */
  listOrganizerRequests<V>(query: ListQueryParams, view: (request: OrganizerRequest) => V) {
    const qb = this.db
      .getRepository(OrganizerRequest)
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.user', 'user');
    return runList(qb, ORGANIZER_REQUEST_LIST, query, view);
  }

  private loadUser(manager: EntityManager, where: { id?: string; email?: string }, withHash = false) {
    const qb = manager.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.club', 'club');
    if (withHash) qb.addSelect('user.passwordHash');
    if (where.id) qb.where('user.id = :id', { id: where.id });
    else qb.where('user.email = :email', { email: where.email });
    return qb.andWhere('user.deleted = false').getOne();
  }

  async register(
    input: Registration,
    userAgent: string | null,
    address: string,
  ): Promise<{ token: string; user: SessionUser }> {
    await this.limiter.admitRegistration(address);
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email: input.email } })) throw emailTaken();
      if (
        input.clubId &&
        !(await manager.getRepository(Club).exists({ where: { id: input.clubId, deleted: false } }))
      ) {
        throw badRequest('clubId: Club not found', 'validation', { clubId: 'Club not found' });
      }
      // Usernames are stored lower-case and compared that way: "ADMIN" is taken when "admin" exists. Without a
      // chosen one it comes from the name: profile addresses are public, the e-mail's local part is not.
      const username = (
        input.username ??
        (await freeUsername(manager, usernameBase(composeName(input.firstName, input.lastName))))
      ).toLowerCase();
      if (input.username && (await users.exists({ where: { username } }))) throw usernameTaken();
      const user = users.create({
        firstName: input.firstName,
        lastName: input.lastName,
        middleName: input.middleName ?? null,
        name: composeName(input.firstName, input.lastName, input.middleName),
        username,
        email: input.email,
        passwordHash,
        role: 'USER',
        country: input.country ?? null,
        city: input.city ?? null,
        clubId: input.clubId ?? null,
      });
      // Two registrations racing past the checks above: the unique indexes decide, answered as the checks would.
      await users.save(user).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw /email/i.test(sqlErrorDetail(error)) ? emailTaken() : usernameTaken();
      });
      const token = await this.openSession(manager, user.id, userAgent);
      const saved = await this.loadUser(manager, { id: user.id });
      return { token, user: sessionUserView(saved!, this.clock.now()) };
    });
  }

  private async openSession(
    manager: EntityManager,
    userId: string,
    userAgent: string | null,
  ): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.SESSION_TTL_DAYS * 86_400_000);
    await manager
      .getRepository(Session)
      .insert({ userId, tokenHash: sha256(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
    return token;
  }

  async login(email: string, password: string, address: string, userAgent: string | null) {
    // Counted before the check (and given back on success): a burst of parallel guesses cannot all pass the limit.
    await this.limiter.admitLogin(email, address);
    const user = await this.loadUser(this.db.manager, { email }, true);
    const ok = user
      ? await passwords.verify(user.passwordHash, password)
      : (await passwords.verify(await passwords.decoyHash(), password), false);
    if (!user || !ok) throw unauthorized('Wrong e-mail or password', 'auth/invalid-credentials');
    await this.limiter.loginSucceeded(email, address);
    const token = await this.openSession(this.db.manager, user.id, userAgent);
    return { token, user: sessionUserView(user, this.clock.now()) };
  }

  /** The user behind a token, or null when the token is unknown, expired or revoked. */
  async resolveToken(token: string): Promise<SessionUser | null> {
    const now = this.clock.now();
    const session = await this.db
      .getRepository(Session)
      .findOne({ where: { tokenHash: sha256(token), revokedAt: IsNull() } });
    if (!session || session.expiresAt <= now) return null;
    const user = await this.loadUser(this.db.manager, { id: session.userId });
    return user ? sessionUserView(user, now) : null;
  }

  async logout(token: string): Promise<void> {
    await this.db
      .getRepository(Session)
      .update({ tokenHash: sha256(token), revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }

  /** Always answers the same, so the form does not reveal which e-mails have accounts. */
  async sendRecoveryCode(email: string, address: string): Promise<void> {
    await this.limiter.admitRecovery(email, address);
    const user = await this.loadUser(this.db.manager, { email });
    if (!user) return;
    const code = newRecoveryCode();
    const now = this.clock.now();
    const ttl = this.config.RECOVERY_CODE_TTL_MINUTES;
    await this.db.transaction(async (manager) => {
      const codes = manager.getRepository(RecoveryCode);
      // A new code replaces earlier ones.
      await codes.update({ userId: user.id, usedAt: IsNull() }, { usedAt: now });
      await codes.insert({
        userId: user.id,
        codeHash: sha256(`${user.id}:${code}`),
        expiresAt: new Date(now.getTime() + ttl * 60_000),
      });
    });
    await this.mail.send({
      to: user.email ?? email,
      subject: 'Password recovery code',
      text: `Hello ${user.firstName},\n\nyour password recovery code is ${code}. It is valid for ${ttl} minutes and can be used once.\nIf you did not ask for it, ignore this mail.`,
    });
  }

  /** The user and their newest unused code when `code` matches it; a wrong guess counts against the code. */
  private async checkCode(email: string, code: string): Promise<{ user: User; record: RecoveryCode }> {
    const user = await this.loadUser(this.db.manager, { email });
    if (!user) throw badRequest(INVALID_CODE, 'auth/invalid-code');
    const codes = this.db.getRepository(RecoveryCode);
    const record = await codes.findOne({
      where: { userId: user.id, usedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (!record || record.expiresAt <= this.clock.now() || record.attempts >= MAX_CODE_ATTEMPTS) {
      throw badRequest(INVALID_CODE, 'auth/invalid-code');
    }
    // The guess is counted before the comparison, conditionally on the count, so parallel guesses of one code get
    // at most MAX_CODE_ATTEMPTS comparisons; the right code gives its count back.
    const counted = await codes
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max', { id: record.id, max: MAX_CODE_ATTEMPTS })
      .execute();
    if (counted.affected !== 1 || record.codeHash !== sha256(`${user.id}:${code}`))
      throw badRequest(INVALID_CODE, 'auth/invalid-code');
    await codes.decrement({ id: record.id }, 'attempts', 1);
    return { user, record };
  }

  async verifyRecoveryCode(email: string, code: string): Promise<void> {
    await this.checkCode(email, code);
  }

  async setPassword(email: string, code: string, password: string): Promise<void> {
    const { user, record } = await this.checkCode(email, code);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      const now = this.clock.now();
      // Conditional on still unused: of two racing requests with one code, exactly one wins.
      const used = await manager
        .getRepository(RecoveryCode)
        .update({ id: record.id, usedAt: IsNull() }, { usedAt: now });
      if (used.affected !== 1) throw badRequest(INVALID_CODE, 'auth/invalid-code');
      await setPasswordHash(manager, user.id, passwordHash);
      // A new password ends every open session.
      await manager
        .getRepository(Session)
        .update({ userId: user.id, revokedAt: IsNull() }, { revokedAt: now });
    });
    await this.limiter.passwordChanged(user.email ?? email);
  }

  async requestOrganizerAccess(user: SessionUser, message: string): Promise<OrganizerRequest> {
    if (user.isOrganizer && user.isActiveOrganizer)
      throw conflict('You already have organizer access', 'organizer/already-organizer');
    return this.db.transaction(async (manager) => {
      const requests = manager.getRepository(OrganizerRequest);
      const pending = await requests.findOne({ where: { userId: user._id, status: 'PENDING' } });
      if (pending)
        throw conflict('Your request is already waiting for an administrator', 'organizer/request-pending');
      return requests.save(requests.create({ userId: user._id, message }));
    });
  }

  /**
   * Approval makes the user an ORGANIZER_TRIAL with a license valid one week from now (spec §1, §9). Either way the
   * applicant is told by mail after the commit; a mail that cannot be sent is logged, the decision stands.
   */
  async decideOrganizerRequest(
    id: string,
    approve: boolean,
    admin: SessionUser,
    refusalReason: string | null = null,
  ): Promise<OrganizerRequest> {
    const { request, user } = await this.db.transaction(async (manager) => {
      const requests = manager.getRepository(OrganizerRequest);
      const request = await requests.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw notFound('Request', 'organizer/request-not-found');
      if (request.status !== 'PENDING')
        throw conflict('This request has already been decided', 'organizer/request-decided');
      const now = this.clock.now();
      request.status = approve ? 'APPROVED' : 'REFUSED';
      request.decidedAt = now;
      request.decidedById = admin._id;
      request.refusalReason = approve ? null : refusalReason;
      await requests.save(request);
      const users = manager.getRepository(User);
      const user = await users.findOneByOrFail({ id: request.userId });
      if (approve) {
        if (user.role === 'USER') user.role = 'ORGANIZER_TRIAL';
        user.licenseFrom = now;
        user.licenseTill = new Date(now.getTime() + ORGANIZER_TRIAL_MS);
        await users.save(user);
      }
      return { request, user };
    });
    await this.tellOrganizerDecision(user, request);
    return request;
  }

  private async tellOrganizerDecision(user: User, request: OrganizerRequest): Promise<void> {
    if (!user.email) return;
    const hello = `Hello ${user.firstName || user.name},`;
    const mail =
      request.status === 'APPROVED'
        ? {
            subject: 'Your organizer access is approved',
            text: `${hello}\n\nan administrator approved your organizer access. Your trial lasts until ${user.licenseTill!.toISOString().slice(0, 10)}: create your tournament at ${this.mail.link('/organizer/tournaments')}\n`,
          }
        : {
            subject: 'Your organizer access request is refused',
            text: `${hello}\n\nan administrator refused your request for organizer access.${request.refusalReason ? `\nReason: ${request.refusalReason}` : ''}\nYou can send a new request from your settings: ${this.mail.link('/my/settings')}\n`,
          };
    await this.mail
      .send({ to: user.email, ...mail })
      .catch((e: unknown) => this.logger.warn(`Mail to ${user.email} not sent: ${String(e)}`));
  }
}
