import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createNominationSchema } from '@hema/shared/contracts/nominations';
import { createTournamentSchema } from '@hema/shared/contracts/tournaments';
import { Clock } from '../common/clock.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { NominationsService } from '../nominations/nominations.service.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { TournamentsService } from '../tournaments/tournaments.service.js';
import { User } from '../users/user.entity.js';
import { sessionUserView, type SessionUser } from '../users/user.view.js';

/** A tournament whose registration is open, so a fighter can apply (organizer@demo.hema runs it). */
export const DEMO_REGISTRATION_TOURNAMENT = 'demo-spring-cup';
/** The trial organizer's own tournament, empty, in developing: the place to try the workbench. */
export const DEMO_TRIAL_TOURNAMENT = 'demo-trial-cup';

const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

async function organizer(app: INestApplicationContext, email: string, now: Date): Promise<SessionUser> {
  const row = await app
    .get(DataSource)
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.club', 'club')
    .where('user.email = :email', { email })
    .getOneOrFail();
  return sessionUserView(row, now);
}

/**
 * Beside the live demo: a tournament with registration open and two categories, and an empty one of the trial
 * organizer. Built through the organizer's services (the same rules as the API); each is skipped when it exists.
 */
export async function seedDemoMoreTournaments(app: INestApplicationContext): Promise<void> {
  const db = app.get(DataSource);
  const now = app.get(Clock).now();
  const tournaments = app.get(TournamentsService);
  const exists = (idString: string) => db.getRepository(Tournament).exists({ where: { idString } });

  if (!(await exists(DEMO_REGISTRATION_TOURNAMENT))) {
    const oskar = await organizer(app, 'organizer@demo.hema', now);
    const start = now.getTime() + 30 * DAY;
    const created = await tournaments.create(
      oskar,
      createTournamentSchema.parse({
        title: 'Tallinn Spring Cup',
        idString: DEMO_REGISTRATION_TOURNAMENT,
        description: 'Registration is open: sign in as fighter@demo.hema and apply for a category.',
        descriptionPayment: 'Entry fee 30 EUR, paid at the venue.',
        dateStart: day(start),
        dateEnd: day(start + DAY),
        registrationDateStart: new Date(now.getTime() - DAY).toISOString(),
        registrationDateEnd: new Date(start - 3 * DAY).toISOString(),
        registrationEnabled: true,
        country: 'EE',
        city: 'Tallinn',
        address: 'Kalevi Spordihall, Juhkentali 12',
      }),
    );
    const weapons = new Map((await db.getRepository(Weapon).find()).map((w) => [w.title, w.id]));
    const nominations = app.get(NominationsService);
    for (const [title, idString, weapon] of [
      ['Longsword Open', 'longsword', 'Longsword'],
      ['Sabre', 'sabre', 'Sabre'],
    ] as const) {
      await nominations.create(
        created._id,
        oskar,
        createNominationSchema.parse({ title, idString, weaponId: weapons.get(weapon) ?? null }),
      );
    }
    await tournaments.changeStatus(created._id, oskar, { action: 'openRegistration' });
  }

  if (!(await exists(DEMO_TRIAL_TOURNAMENT))) {
    const tanja = await organizer(app, 'trial@demo.hema', now);
    // A trial seeded long ago has run out: its tournament is still shown, it just cannot be changed.
    const author = tanja.isActiveOrganizer ? tanja : { ...tanja, isActiveOrganizer: true };
    const start = now.getTime() + 60 * DAY;
    await tournaments.create(
      author,
      createTournamentSchema.parse({
        title: 'Stockholm Trial Cup',
        idString: DEMO_TRIAL_TOURNAMENT,
        dateStart: day(start),
        dateEnd: day(start),
        country: 'SE',
        city: 'Stockholm',
        isTest: true,
      }),
    );
  }
}
