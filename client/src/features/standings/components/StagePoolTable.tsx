import { Divider, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useStageStandingsQuery } from '../api/standings';
import { RankingNote } from './RankingNote';
import { StandingsTable } from './StandingsTable';

interface StagePoolTableProps {
  stageId: string;
  /** Null: the stage's one table (a swiss stage). */
  poolId: string | null;
  fighterHref?: (fighterId: string) => string;
  teams?: boolean;
}

/**
 * The table of one pool (or of a whole swiss stage) on the public stages page. Every pool card of a stage reads the same stage answer (one
 * request); nothing shows until a fight of the pool has a result.
 */
export function StagePoolTable({ stageId, poolId, fighterHref, teams }: StagePoolTableProps) {
  const query = useStageStandingsQuery(stageId);
  // Deferred: the tables of every pool arrive at once, a blocking update; rendered in slices they leave the main
  // thread free.
  const data = useDeferredValue(query.data);
  const table = data?.tables.find((t) => t.poolId === poolId);
  if (!table || table.finished === 0) return null;
  return (
    <Stack gap={6} mt="sm" data-testid="pool-table">
      <Divider />
      <StandingsTable table={table} bare fighterHref={fighterHref} teams={teams} />
      <RankingNote table={table} />
    </Stack>
  );
}
