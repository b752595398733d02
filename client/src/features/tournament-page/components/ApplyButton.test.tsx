import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { sessionStore } from '../../auth/api/session-store';
import { loadNamespace } from '../../../i18n/i18n';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { tournamentFixture } from '../../../test/competition-fixtures';
import { demoUser } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { ApplyButton } from './ApplyButton';

beforeAll(() => loadNamespace('pages'));
afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

const DAY = 86_400_000;
const open = tournamentFixture({
  _id: 'a1b2c3d4-0000-4000-8000-0000000000f1',
  title: 'Spring Cup',
  idString: 'spring-cup',
  status: 'REG_OPEN',
  registrationEnabled: true,
  registrationDateStart: new Date(Date.now() - DAY).toISOString(),
  registrationDateEnd: new Date(Date.now() + DAY).toISOString(),
});
const TO = '/tournament/spring-cup/registration';

describe('The tournament pages’ apply button', () => {
  it('sends a visitor signed out to sign in, and back to the form afterwards', () => {
    renderComponent(<ApplyButton tournament={open} to={TO} />);
    const link = screen.getByRole('link', { name: 'Sign in to apply' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(TO)}`);
  });

  it('leads a signed-in fighter to the form', () => {
    writeToken('token-1');
    writeItem(STORAGE_KEYS.user, JSON.stringify(demoUser));
    sessionStore.restore();
    renderComponent(<ApplyButton tournament={open} to={TO} />);
    expect(screen.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe(TO);
  });

  it('is not there while the tournament takes no applications', () => {
    renderComponent(<ApplyButton tournament={{ ...open, status: 'REG_CLOSED' }} to={TO} />);
    expect(screen.queryByTestId('tournament-apply')).toBeNull();
  });
});
