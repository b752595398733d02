import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RatedFighter } from '@hema/shared/contracts/ratings';
import { renderComponent } from '../../test/render-component';
import { UserSummaryTable } from '../../features/user-popup/components/UserSummaryTable';
import { useRatingGrid } from '../../features/rating/hooks/use-rating-grid';

// One fighter as the weapon rating list and the profile both receive them: Glicko r 1413, RD 62.
const rated: RatedFighter = {
  _id: 'ls:z-w:u-7',
  fighter: { _id: 'u-7', name: 'Ivan Sidorov', username: 'ivan', country: 'RU', club: null },
  weapon: { _id: 'ls', title: 'Longsword' },
  zone: 'z-w',
  rank: 1,
  rating: 1413,
  rd: 62,
  weightedRating: 1289,
  fights: 9,
  lastDate: '2025-05-01',
};

function ListCell() {
  const grid = useRatingGrid({ byType: false, zoneId: 'z-w' });
  const column = grid.columns.find((c) => c.key === 'weightedRating')!;
  return <div data-testid="list">{column.render(rated)}</div>;
}

describe('the rating (one number everywhere)', () => {
  it('shows r − 2·RD in the rating list and on the profile, with r and RD as the detail', () => {
    renderComponent(
      <>
        <ListCell />
        <div data-testid="profile">
          <UserSummaryTable
            zoneId="z-w"
            profile={{
              nominationsResults: [],
              weaponsRating: [
                {
                  _id: rated._id,
                  weapon: rated.weapon,
                  rank: 1,
                  rating: rated.rating,
                  rd: rated.rd,
                  zone: 'z-w',
                  lastNomination: null,
                },
              ],
            }}
          />
        </div>
      </>,
    );
    const inList = within(screen.getByTestId('list')).getByTestId('weighted-rating').textContent;
    const onProfile = within(screen.getByTestId('profile')).getByTestId('rating-figure').textContent;
    expect(inList).toBe('1289');
    expect(onProfile).toBe(inList);
    expect(screen.queryByText('1413')).toBeNull();
  });
});
