import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

/** Moves every member of one club to another (a club merge); answers how many accounts moved. */
export async function moveClubMembers(
  manager: EntityManager,
  fromId: string,
  intoId: string,
): Promise<number> {
  const moved = await manager.update(User, { clubId: fromId }, { clubId: intoId });
  return moved.affected ?? 0;
}
