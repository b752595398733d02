import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';
import { renderApp } from '../../../test/render-app';

const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('cookie banner (spec §2 §4)', () => {
  it('shows while consent is unset, linking to /cookies', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About' });
    expect(banner()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About cookies' }).getAttribute('href')).toBe('/cookies');
    expect(readItem(STORAGE_KEYS.cookieConsent)).toBeNull();
  });

  it('records "accepted", disappears, and stays gone on the next visit', async () => {
    const { unmount } = renderApp('/about');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(readItem(STORAGE_KEYS.cookieConsent)).toBe('accepted');

    unmount();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About' });
    expect(banner()).toBeNull();
  });

  it('records "declined" and disappears', async () => {
    renderApp('/about');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(readItem(STORAGE_KEYS.cookieConsent)).toBe('declined');
  });

  it('treats an unknown stored value as unset', async () => {
    writeItem(STORAGE_KEYS.cookieConsent, 'maybe');
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About' });
    expect(banner()).toBeTruthy();
  });
});
