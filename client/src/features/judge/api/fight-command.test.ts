import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FightCommand } from '@hema/shared/realtime/protocol';
import { ApiError } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { ContractError } from '../../../lib/endpoint-client';
import { readToken, writeToken } from '../../../lib/storage';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { fight, fightId } from '../test-support/console-fixtures';
import { postFightCommand } from './fight-command';

const api = installFetchMock();

const command: FightCommand = {
  commandId: 'cmd-00000001',
  fightId: fightId(1),
  expectedVersion: 3,
  event: { type: 'START', at: 1_000 },
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the REST twin of the judge command', () => {
  it('posts the command without its fight id to the fight and answers the applied state', async () => {
    const state = fight(1, { status: 'running' }, 4);
    api.handle = () =>
      jsonResponse(200, { ok: true, commandId: command.commandId, version: 4, state, replayed: false });

    const answer = await postFightCommand(command);

    expect(answer).toEqual({ ok: true, commandId: command.commandId, version: 4, state, replayed: false });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: `/api/fights/${fightId(1)}/commands`,
      body: { commandId: command.commandId, expectedVersion: 3, event: { type: 'START', at: 1_000 } },
    });
  });

  it('turns a 409 refusal body into a final refusal carrying the current state', async () => {
    const state = fight(1, { status: 'finished', result: 'F1_WIN' }, 7);
    api.handle = () =>
      jsonResponse(409, { statusCode: 409, code: 'conflict', message: 'The fight has moved on', state });

    const answer = await postFightCommand(command);

    expect(answer).toEqual({
      ok: false,
      commandId: command.commandId,
      reason: 'conflict',
      message: 'The fight has moved on',
      state,
    });
  });

  it('answers a 503 server/error as a refusal (the one reason the outbox sends again)', async () => {
    api.handle = () =>
      jsonResponse(503, { statusCode: 503, code: 'server/error', message: 'Try again in a moment' });

    const answer = await postFightCommand(command);

    expect(answer).toMatchObject({ ok: false, reason: 'server/error', message: 'Try again in a moment' });
    expect(answer).not.toHaveProperty('state');
  });

  it('keeps a refusal whose state does not match the contract, without the state', async () => {
    api.handle = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'fight/finished',
        message: 'The fight is finished',
        state: { fightId: fightId(1), version: 'seven' },
      });

    const answer = await postFightCommand(command);

    expect(answer).toEqual({
      ok: false,
      commandId: command.commandId,
      reason: 'fight/finished',
      message: 'The fight is finished',
    });
  });

  it('rejects when no decision came back, so the outbox keeps the command', async () => {
    api.handle = () => new Response('Bad gateway', { status: 502 });
    await expect(postFightCommand(command)).rejects.toBeInstanceOf(ApiError);

    api.handle = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(postFightCommand(command)).rejects.toMatchObject({ status: 0 });

    // An applied answer the client cannot read is no answer either: the replay by commandId will be read later.
    api.handle = () => jsonResponse(200, { ok: true, commandId: command.commandId });
    await expect(postFightCommand(command)).rejects.toBeInstanceOf(ContractError);
  });

  it('ends the session on a 401 and keeps the command for after signing in again', async () => {
    writeToken('expired-token');
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    api.handle = () => jsonResponse(401, { statusCode: 401, code: 'auth/unauthorized', message: 'Sign in' });

    await expect(postFightCommand(command)).rejects.toBeInstanceOf(ApiError);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });
});
