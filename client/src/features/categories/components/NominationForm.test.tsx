import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace } from '../../../i18n/i18n';
import { renderComponent } from '../../../test/render-component';
import { NominationForm, type NominationBody } from './NominationForm';

beforeAll(() => loadNamespace('pages'));

async function setup() {
  const sent: NominationBody[] = [];
  renderComponent(
    <NominationForm
      submitLabel="Add category"
      pending={false}
      onSubmit={async (body) => {
        sent.push(body);
      }}
    />,
  );
  await screen.findByRole('button', { name: 'Add category' });
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('the category form', () => {
  it('asks for the title and the address before sending anything', async () => {
    const { sent, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findAllByText('Field required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('sends the rules as the contract has them: milliseconds, empty limits as none, the team settings together', async () => {
    const { sent, user } = await setup();
    await user.type(screen.getByLabelText(/^Title/), 'Longsword Open');
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('longsword-open');
    const fightTime = screen.getByLabelText(/^Fight time, seconds/);
    await user.clear(fightTime);
    await user.type(fightTime, '75');
    await user.type(screen.getByLabelText(/^Score cap/), '7');
    await user.click(screen.getByLabelText('Appeals'));
    await user.click(screen.getByLabelText('Team category'));
    await user.type(screen.getByLabelText(/^Team members/), '3');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Longsword Open',
      idString: 'longsword-open',
      weaponId: null,
      fighterLimit: null,
      isTeam: true,
      teamMembers: 3,
      redSide: 1,
      rules: {
        durationMs: 75_000,
        scoreCap: 7,
        doublesLimit: null,
        counters: { doubles: true, appeals: false, yellowCards: true, redCards: true },
        team: { isTeam: true, teamScoreLimit: null },
      },
    });
  });

  it('says an emptied fight time is required', async () => {
    const { sent, user } = await setup();
    await user.type(screen.getByLabelText(/^Title/), 'Sabre');
    await user.clear(screen.getByLabelText(/^Fight time, seconds/));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Field required')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
