import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../app/providers/AppProviders';
import { CalledBanner, type CalledBannerProps } from './CalledBanner';

const calledAt = '2026-11-29T14:02:00.000Z';
const banner = (props: Omit<CalledBannerProps, 'calledAt'>) => {
  render(
    <AppProviders>
      <CalledBanner calledAt={calledAt} {...props} />
    </AppProviders>,
  );
  return screen.getAllByRole('alert').at(-1)!;
};

describe('the called banner', () => {
  it('tells the fighter where to go and whom they fight', () => {
    const alert = banner({ ring: 'Ring 2', opponent: 'Boris', self: true });
    expect(alert.textContent).toContain('You are called to Ring 2 — against Boris');
    expect(alert.textContent).toMatch(/Called at \d{1,2}:02/);
  });

  it('tells a follower where the fighter is called, by name on a page of several fighters', () => {
    expect(banner({ ring: 'Ring 2', opponent: 'Boris', self: false }).textContent).toContain(
      'Called to Ring 2',
    );
    expect(banner({ ring: null, self: false, fighterName: 'Anna' }).textContent).toContain(
      'Anna is called to the ring',
    );
  });
});
