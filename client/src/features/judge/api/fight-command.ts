import type { FightCommand, FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /fights/{id}/commands: the REST twin of the socket command (the polling console). A network failure or a
 * 5xx rejects, so the outbox keeps the command; a decided command answers 200 with `ok` true or false.
 */
export async function postFightCommand(command: FightCommand): Promise<FightCommandAnswer> {
  const { fightId, ...body } = command;
  const { data } = await apiRequest<FightCommandAnswer>(`/fights/${encodeURIComponent(fightId)}/commands`, {
    method: 'POST',
    body,
  });
  return data;
}
