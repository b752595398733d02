/**
 * Which ring a fight that has just become reachable goes to when the organizer chose none for the stage. Fights that
 * become ready together — the final and the bronze fight, the bouts of a new swiss round — must not queue on one
 * ring while another stands idle. So the ring with the shortest queue takes it; among equal queues the one holding
 * fewer fights of the same round (so the final and the bronze fight part), then the ring that fed it (the fighters
 * are there), then ring order.
 */

export interface RingLoad {
  areaId: string;
  /** Fights on the ring neither finished nor cancelled (byes excluded): its queue. */
  waiting: number;
  /** Of those, the fights of the same round (pool or bracket column) as the fight being placed. */
  sameRound: number;
}

/** `rings` in ring order; `preferred` is the feeding ring, if any. Null only without rings. */
export function ringForReadyFight(preferred: string | null, rings: readonly RingLoad[]): string | null {
  const ranked = rings
    .map((ring, order) => ({ ring, order }))
    .sort(
      (a, b) =>
        a.ring.waiting - b.ring.waiting ||
        a.ring.sameRound - b.ring.sameRound ||
        Number(b.ring.areaId === preferred) - Number(a.ring.areaId === preferred) ||
        a.order - b.order,
    );
  return ranked[0]?.ring.areaId ?? null;
}
