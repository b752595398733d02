import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { FightCommand } from '@hema/shared/realtime/protocol';
import { installFetchMock } from '../../../test/fetch-mock';
import { memoryOutboxStorage } from '@hema/shared/realtime/command-outbox';
import { fight, key, link, refusal, renderConsole } from '../test-support/console-fixtures';

const api = installFetchMock();

const running = () => [fight(1, { status: 'running', score1: 2, score2: 1 }), fight(2)];
const ack = (command: FightCommand) => ({
  ok: true as const,
  commandId: command.commandId,
  version: 4,
  state: fight(1),
  replayed: false,
});

describe('a ring judge’s console', () => {
  it('stops taking keys and says so the moment the organizer revokes the judge mid-fight', async () => {
    let revoked = false;
    const judge = link({ states: running() }, (c) => (revoked ? refusal(c, 'judge/access-revoked') : ack(c)));
    renderConsole(api, judge, memoryOutboxStorage(), { canScore: true, as: 'judge', revoked: false });
    key('q', 'KeyQ');
    await waitFor(() => expect(judge.sent).toHaveLength(1));
    revoked = true;
    key('q', 'KeyQ');
    const notice = await screen.findByTestId('judge-revoked');
    expect(notice.textContent).toMatch(/Your judge access to this ring was revoked/);
    expect(notice.textContent).toMatch(/no longer accepted/);
    // Further presses go nowhere: the keys are off.
    key('q', 'KeyQ');
    key(']', 'BracketRight');
    expect(judge.sent).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'My rings' }).getAttribute('href')).toBe('/my/judging');
  });

  it('refuses the console of a ring the person does not judge, with a readable message and no keys', async () => {
    const judge = link({ states: running() }, ack);
    renderConsole(api, judge, memoryOutboxStorage(), { canScore: false, as: null, revoked: false });
    expect((await screen.findByTestId('judge-denied')).textContent).toMatch(
      /You are not a judge of this ring/,
    );
    key('q', 'KeyQ');
    expect(judge.sent).toHaveLength(0);
  });

  it('sends a judge of an empty ring nowhere near the organizer’s pages', async () => {
    renderConsole(api, link({ states: [] }, ack), memoryOutboxStorage(), {
      canScore: true,
      as: 'judge',
      revoked: false,
    });
    await screen.findByTestId('empty-ring');
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/access'))).toBe(true));
    expect(screen.queryByRole('link', { name: 'Go to the rings' })).toBeNull();
  });

  it('still shows the organizer the way to the rings page', async () => {
    renderConsole(api, link({ states: [] }, ack));
    expect(await screen.findByRole('link', { name: 'Go to the rings' })).toBeTruthy();
  });
});
