import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@hema/shared/contracts/auth';
import { isReleasedEmail } from '@hema/shared/contracts/users';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { composeName } from '@hema/shared/schemas/auth';
import { badRequest, conflict } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { createClub } from '../catalog/clubs.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { assertClubExists } from '../users/fighter-accounts.js';
import { User } from '../users/user.entity.js';
import { sessionUserView, type SessionUser } from '../users/user.view.js';
import { LoginLimiter } from './login-limiter.js';
import { hashPassword, passwords } from './passwords.js';
import { Session } from './session.entity.js';
import { sha256 } from './tokens.js';
import { EventBus } from '../events/event-bus.js';
import { setPasswordHash } from '../users/user-rows.js';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const wrongPassword = (field: string) =>
  badRequest(`${field}: ${VALIDATION_MESSAGES.wrongPassword}`, 'auth/wrong-password', {
    [field]: VALIDATION_MESSAGES.wrongPassword,
  });
const emailTaken = () => conflict('An account with this e-mail already exists', 'auth/email-taken');

/**
 * The signed-in user's own account. Every method acts on the session user only: there is no id
 * in these requests, so nobody can change another person's profile through them.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly limiter: LoginLimiter,
    private readonly events: EventBus,
  ) {}

  private async view(manager: EntityManager, id: string): Promise<SessionUser> {
    const user = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.club', 'club')
      .where('user.id = :id', { id })
      .getOneOrFail();
    return sessionUserView(user, this.clock.now());
  }

  /** Ids that are all live rows of `entity`, or a 400 under `field`. */
  private async assertAllExist(
    manager: EntityManager,
    entity: typeof Weapon | typeof Zone,
    ids: string[] | undefined,
    field: string,
  ): Promise<void> {
    if (!ids?.length) return;
    const found = await manager.getRepository(entity).count({ where: { id: In(ids), deleted: false } });
    if (found !== new Set(ids).size)
      throw badRequest(`${field}: Not found`, 'validation', { [field]: 'Not found' });
  }

  async updateProfile(me: SessionUser, values: ProfileUpdate): Promise<SessionUser> {
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneOrFail({ where: { id: me._id } });
      const shown = { name: user.name, clubId: user.clubId };
      const { newClubTitle, ...fields } = values;
      if (fields.clubId) await assertClubExists(manager, fields.clubId, 'clubId');
      await this.assertAllExist(manager, Weapon, fields.favouriteWeapons, 'favouriteWeapons');
      await this.assertAllExist(manager, Zone, fields.zones, 'zones');
      Object.assign(user, fields);
      if (fields.favouriteWeapons) user.favouriteWeapons = [...new Set(fields.favouriteWeapons)];
      if (fields.zones) user.zones = [...new Set(fields.zones)];
      // The same way an organizer adds a fighter with a new club: the club is created with the change.
      if (newClubTitle) user.clubId = await createClub(manager, newClubTitle);
      user.name = composeName(user.firstName, user.lastName, user.middleName);
      // Loaded relations win over the id on save: drop the old club so a new clubId sticks.
      delete user.club;
      await users.save(user);
      // Views show a fighter's name and club; the rest of a profile is on pages that are not kept.
      if (user.name !== shown.name || user.clubId !== shown.clubId)
        await this.events.publish({ type: 'people.changed', userIds: [user.id] }, manager);
      return this.view(manager, user.id);
    });
  }

  /** The stored hash of the session user, after the sign-in limits admitted one more password check. */
  private async checkPassword(me: SessionUser, password: string, field: string, address: string) {
    await this.limiter.admitLogin(me.email, address);
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: me._id })
      .getOneOrFail();
    // A fighter entered by an organizer has no password: nothing matches it.
    if (!user.passwordHash || !(await passwords.verify(user.passwordHash, password)))
      throw wrongPassword(field);
    await this.limiter.loginSucceeded(me.email, address);
  }

  /**
   * Ends the user's open sessions, except the one holding `keepToken` (null: all of them). A changed password or
   * e-mail means whoever else held the account must sign in again; "Sign out everywhere" ends this one too.
   */
  async endSessions(manager: EntityManager, userId: string, keepToken: string | null): Promise<void> {
    await manager
      .getRepository(Session)
      .update(
        { userId, revokedAt: IsNull(), ...(keepToken ? { tokenHash: Not(sha256(keepToken)) } : {}) },
        { revokedAt: this.clock.now() },
      );
  }

  /** Every other session of the user ends (a stolen session must not outlive the password); this one stays. */
  async changePassword(
    me: SessionUser,
    oldPassword: string,
    password: string,
    address: string,
    token: string,
  ): Promise<void> {
    await this.checkPassword(me, oldPassword, 'oldPassword', address);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      await setPasswordHash(manager, me._id, passwordHash);
      await this.endSessions(manager, me._id, token);
    });
  }

  /** E-mails are stored lower-case (the schema lowers them), so the unique index compares them case-insensitively. */
  /** Every other session of the user ends, as after a password change; this one stays. */
  async changeEmail(
    me: SessionUser,
    email: string,
    password: string,
    address: string,
    token: string,
  ): Promise<SessionUser> {
    await this.checkPassword(me, password, 'password', address);
    if (email === me.email) return me;
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email } })) throw emailTaken();
      await users.update({ id: me._id }, { email }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      await this.endSessions(manager, me._id, token);
      return this.view(manager, me._id);
    });
  }

  /** "Sign out everywhere" on /my/settings: every session of the user ends, this one included. */
  async signOutEverywhere(me: SessionUser): Promise<void> {
    await this.endSessions(this.db.manager, me._id, null);
  }

  /**
   * Whether someone who can sign in (an e-mail, not deleted) is called this: the registration form's "Is this you?"
   * warning. Names are public on the users list anyway; the answer says nothing about the account itself.
   */
  async namesakeExists(firstName: string, lastName: string): Promise<boolean> {
    const found = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .where('lower(user.firstName) = lower(:firstName)', { firstName })
      .andWhere('lower(user.lastName) = lower(:lastName)', { lastName })
      .andWhere('user.deleted = false AND user.email IS NOT NULL')
      .select(['user.id', 'user.email'])
      .limit(5)
      .getMany();
    return found.some((user) => !isReleasedEmail(user.email));
  }
}
