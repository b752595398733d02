import { afterAll, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { DEFAULT_RULE_PARAMS } from '@hema/shared/rating/achievement-rules';
import { setLanguage } from '../../../i18n/i18n';
import { renderComponent } from '../../../test/render-component';
import { AchievementBadge } from './AchievementBadge';

const FIRST_MEDAL = {
  title: 'First medal',
  description: 'Stood on a podium for the first time.',
  icon: 'medal',
  kind: 'permanent',
  rule: 'firstMedal',
  params: DEFAULT_RULE_PARAMS,
} as const;

describe('An achievement: the administrators’ words and the page’s language', () => {
  afterAll(async () => {
    await act(() => setLanguage('en'));
  });

  it('on a Russian page marks an English title as English and says so; what earns it is Russian', async () => {
    await act(() => setLanguage('ru'));
    renderComponent(<AchievementBadge achievement={FIRST_MEDAL} />);
    expect(screen.getByText('First medal').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('achievement-written-in').textContent).toBe(
      'Текст администраторов — на английском',
    );
    expect(screen.getByText(/медал/i, { selector: 'p:not([lang])' })).toBeTruthy();
  });

  it('on an English page shows an English title without a note', async () => {
    await act(() => setLanguage('en'));
    renderComponent(<AchievementBadge achievement={FIRST_MEDAL} />);
    expect(screen.getByText('First medal').getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('achievement-written-in')).toBeNull();
  });
});
