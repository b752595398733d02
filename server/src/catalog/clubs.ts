import type { EntityManager } from 'typeorm';
import { Club } from './club.entity.js';

/** A new club named where a fighter is entered or a profile is saved; answers its id. */
export async function createClub(manager: EntityManager, title: string): Promise<string> {
  const clubs = manager.getRepository(Club);
  return (await clubs.save(clubs.create({ title }))).id;
}

/** The club is marked deleted (merged into another: its members and follows have moved). */
export async function retireClub(manager: EntityManager, clubId: string): Promise<void> {
  await manager.update(Club, { id: clubId }, { deleted: true });
}
