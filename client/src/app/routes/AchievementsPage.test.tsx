import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { DEFAULT_RULE_PARAMS } from '@hema/shared/rating/achievement-rules';
import { loadNamespace } from '../../i18n/i18n';
import { installFetchMock } from '../../test/fetch-mock';
import { jsonResponse } from '../../test/render-app';
import { renderComponent } from '../../test/render-component';
import { AchievementsPage } from './AchievementsPage';

const api = installFetchMock();
beforeAll(() => loadNamespace('pages'));

const CREATED = '2026-05-01T09:00:00.000Z';

describe('/achievements/permanent', () => {
  it('promises no achievement beyond those defined: the intro names none, the cards are the defined ones', async () => {
    api.handle = (call) =>
      call.path === '/api/achievements'
        ? jsonResponse(200, {
            items: [
              {
                _id: 'a1b2c3d4-0000-4000-8000-0000000000e1',
                title: 'First medal',
                description: '',
                icon: 'medal',
                kind: 'permanent',
                rule: 'firstMedal',
                params: DEFAULT_RULE_PARAMS,
                zone: null,
                holders: 0,
                createdAt: CREATED,
                updatedAt: CREATED,
                awards: [],
              },
            ],
          })
        : jsonResponse(404, { code: 'not-found', message: 'Not found' });
    renderComponent(<AchievementsPage kind="permanent" />);
    expect(await screen.findAllByTestId('achievement')).toHaveLength(1);
    const intro = screen.getByText(/Milestones that stay with a fighter for good/);
    expect(intro.textContent).not.toMatch(/abroad|hundred/);
  });
});
