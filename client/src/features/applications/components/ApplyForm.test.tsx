import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { loadNamespace } from '../../../i18n/i18n';
import { nominationFixture, tournamentFixture } from '../../../test/competition-fixtures';
import { renderComponent } from '../../../test/render-component';
import { ApplyForm } from './ApplyForm';

beforeAll(() => loadNamespace('pages'));

const TOURNAMENT = 'a1b2c3d4-0000-4000-8000-0000000000d1';
const category = (id: string, title: string, full: boolean) => ({
  ...nominationFixture({ _id: id, tournamentId: TOURNAMENT, title, fighterLimit: 1 }),
  full,
});

describe('Apply form: a category’s places', () => {
  it('says a full category puts the fighter on the waiting list, and only the limit of one with room', () => {
    const tournament = tournamentFixture({
      _id: TOURNAMENT,
      title: 'Spring Open',
      idString: 'spring-open',
      registrationEnabled: true,
      registrationNominations: [
        category('a1b2c3d4-0000-4000-8000-0000000000d2', 'Longsword', true),
        category('a1b2c3d4-0000-4000-8000-0000000000d3', 'Sabre', false),
      ],
    });
    renderComponent(<ApplyForm tournament={tournament} applied={new Set()} />);
    expect(screen.getByText('Full — you will be on the waiting list')).toBeTruthy();
    expect(screen.getAllByText('Limit: 1 fighter')).toHaveLength(1);
  });
});
