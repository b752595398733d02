import { DataSource, type EntityManager } from 'typeorm';
import { composeName } from '@hema/shared/schemas/auth';
import type { Role } from '@hema/shared/auth/roles';
import { ORGANIZER_TRIAL_MS } from '@hema/shared/auth/roles';
import { hashPassword } from '../auth/passwords.js';
import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { WeaponType } from '../catalog/weapon-type.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { User } from '../users/user.entity.js';
import { freeUsername, usernameBase } from '../users/free-username.js';

export const DEMO_PASSWORD = 'demo-password';

const ZONES = [
  { slug: 'W', title: 'World', description: 'Tournaments and ratings of the whole world', isInRussia: false },
  { slug: 'RU', title: 'Russia', description: 'Tournaments and ratings of Russia', isInRussia: true },
  { slug: 'EU', title: 'Europe', description: 'Tournaments and ratings of Europe', isInRussia: false },
];

const WEAPONS: Record<string, string[]> = {
  'Two-handed': ['Longsword', 'Messer (two-handed)'],
  'Single-handed': ['Sabre', 'Arming sword', 'Messer', 'Smallsword'],
  Paired: ['Rapier & dagger', 'Sword & buckler', 'Rapier'],
};

const CLUBS = [
  { title: 'Fechtschule Helsinki', country: 'FI', city: 'Helsinki' },
  { title: 'Moscow HEMA Club', country: 'RU', city: 'Moscow' },
  { title: 'Tallinn Sword Guild', country: 'EE', city: 'Tallinn' },
  { title: 'Stockholm Longsword Academy', country: 'SE', city: 'Stockholm' },
  { title: 'Saint Petersburg Fencing Hall', country: 'RU', city: 'Saint Petersburg' },
];

const ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  club: string;
  country: string;
  licensed?: 'trial' | 'full';
}[] = [
  {
    email: 'admin@demo.hema',
    firstName: 'Anna',
    lastName: 'Admin',
    role: 'ADMIN',
    club: 'Fechtschule Helsinki',
    country: 'FI',
  },
  {
    email: 'organizer@demo.hema',
    firstName: 'Oskar',
    lastName: 'Organizer',
    role: 'ORGANIZER',
    club: 'Tallinn Sword Guild',
    country: 'EE',
    licensed: 'full',
  },
  {
    email: 'trial@demo.hema',
    firstName: 'Tanja',
    lastName: 'Trial',
    role: 'ORGANIZER_TRIAL',
    club: 'Stockholm Longsword Academy',
    country: 'SE',
    licensed: 'trial',
  },
  {
    email: 'fighter@demo.hema',
    firstName: 'Fedor',
    lastName: 'Fighter',
    role: 'USER',
    club: 'Moscow HEMA Club',
    country: 'RU',
  },
];

/** Upserts the demo world: safe to run any number of times (looks every row up by its natural key). */
export async function seedDemoWorld(dataSource: DataSource, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await dataSource.transaction(async (manager) => {
    const zoneIds: Record<string, string> = {};
    for (const zone of ZONES)
      zoneIds[zone.slug] = (await upsert(manager, Zone, { slug: zone.slug }, zone)).id;
    for (const [type, weapons] of Object.entries(WEAPONS)) {
      const weaponType = await upsert(manager, WeaponType, { title: type }, { title: type });
      for (const title of weapons)
        await upsert(manager, Weapon, { title }, { title, weaponTypeId: weaponType.id });
    }
    const clubIds: Record<string, string> = {};
    for (const club of CLUBS)
      clubIds[club.title] = (await upsert(manager, Club, { title: club.title }, club)).id;
    for (const account of ACCOUNTS) {
      const name = composeName(account.firstName, account.lastName);
      const existing = await manager.getRepository(User).findOne({ where: { email: account.email } });
      // Earlier seeds named the accounts after their e-mail ("fighter"); profile addresses show the person's name.
      if (existing?.username === account.email.split('@')[0])
        await manager
          .getRepository(User)
          .update(existing.id, { username: await freeUsername(manager, usernameBase(name)) });
      if (existing) continue;
      const licenseTill =
        account.licensed === 'trial'
          ? new Date(now.getTime() + ORGANIZER_TRIAL_MS)
          : new Date(now.getTime() + 365 * 86_400_000);
      await manager.getRepository(User).insert({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        name,
        username: await freeUsername(manager, usernameBase(name)),
        passwordHash,
        role: account.role,
        country: account.country,
        clubId: clubIds[account.club],
        zones: account.country === 'RU' ? [zoneIds.RU] : [zoneIds.W],
        licenseFrom: account.licensed ? now : null,
        licenseTill: account.licensed ? licenseTill : null,
      });
    }
  });
}

async function upsert<E extends { id: string }>(
  manager: EntityManager,
  entity: new () => E,
  where: Partial<E>,
  values: Partial<E>,
): Promise<E> {
  const repo = manager.getRepository(entity);
  const found = await repo.findOne({ where: where as never });
  if (found) return found;
  return repo.save(repo.create(values as E));
}
