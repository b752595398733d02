import { fightsContract, fightStateSchema } from '@hema/shared/contracts/fights';
import type { FightCommand, FightCommandAnswer } from '@hema/shared/realtime/protocol';
import type { RefusalReason } from '@hema/shared/realtime/refusals';
import { ApiError } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { callEndpoint } from '../../../lib/endpoint-client';
import { clearStoredSession } from '../../../lib/storage';

/**
 * The server's refusal of a command, from an error answer `{statusCode, code, message, state?}` (4xx; a 503
 * `server/error`, see `fightsContract.command`), or null when no decision came back: no answer at all, a 5xx without
 * a code (a proxy), or a 401. A 401 ends the session and keeps the command: it goes out once the judge has signed in
 * again. The fight's state, when the refusal carries one, is parsed by the contract; a broken one is left out.
 */
function refusalOf(command: FightCommand, error: ApiError): FightCommandAnswer | null {
  if (error.status === 401) {
    clearStoredSession();
    browser.reload();
    return null;
  }
  if (error.status === 0 || !error.code) return null;
  const state = fightStateSchema.safeParse((error.body as { state?: unknown } | null)?.state);
  return {
    ok: false,
    commandId: command.commandId,
    // A code this client does not know counts as a final refusal (shared/realtime/refusals `refusalInfo`).
    reason: error.code as RefusalReason,
    message: error.serverMessage ?? '',
    ...(state.success ? { state: state.data } : {}),
  };
}

/**
 * POST /fights/{id}/commands: the REST twin of the socket command (the polling console). A decided command is an
 * answer, applied (200, parsed by the contract) or refused (4xx with a typed code); no answer rejects, so the outbox
 * keeps the command.
 */
export async function postFightCommand(command: FightCommand): Promise<FightCommandAnswer> {
  const { fightId, ...body } = command;
  try {
    return await callEndpoint(fightsContract.command, {
      params: { id: fightId },
      body,
      onUnauthorized: 'throw',
    });
  } catch (error) {
    const answer = error instanceof ApiError ? refusalOf(command, error) : null;
    if (answer) return answer;
    throw error;
  }
}
