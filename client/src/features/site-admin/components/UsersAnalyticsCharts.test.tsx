import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadNamespace } from '../../../i18n/i18n';
import { renderComponent } from '../../../test/render-component';
import type { UsersAnalytics } from '../api/admin';
import { UsersAnalyticsCharts } from './UsersAnalyticsCharts';

const CLUBS = [
  'Fechtschule Helsinki',
  'Moscow HEMA Club',
  'Tallinn Sword Guild',
  'Stockholm Longsword Academy',
  'Saint Petersburg Fencing Hall',
  'Berlin Fechtboden',
  'Warsaw Szabla Club',
  'Kazan Sword Club',
  'Lyon Escrime Ancienne',
  'Bologna Sala d’Arme',
  'Oslo Fekteklubb',
];

const data: UsersAnalytics = {
  total: 120,
  registrations: [{ key: '2026-03', count: 15 }],
  roles: [{ key: 'USER', count: 100 }],
  countries: [{ key: 'FI', count: 40 }],
  clubs: CLUBS.map((title, i) => ({ club: { _id: `c-${i}`, title }, count: 15 - i })),
  activeFighters: [{ key: 2026, count: 30 }],
  others: { countries: 0, clubs: 0 },
};

// jsdom lays nothing out: text is measured as a browser would roughly (7 px a letter, 16 px high), so the chart
// drops crowded axis labels exactly as it did on screen.
const measure = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
  this: Element,
) {
  // A chart's box: as wide as a half-screen card, as high as the card makes it.
  const box = this.classList.contains('recharts-responsive-container');
  const height = box ? parseFloat((this.parentElement as HTMLElement).style.height) : 16;
  const width = box ? 480 : (this.textContent ?? '').length * 7;
  return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0, toJSON() {} };
});

beforeAll(() => loadNamespace('pages'));
afterAll(() => measure.mockRestore());

describe('users analytics charts', () => {
  it('labels every bar of "Users by club", eleven clubs included', async () => {
    renderComponent(<UsersAnalyticsCharts data={data} />);
    const chart = screen.getByRole('img', { name: /^Users by club:/ });
    const ticks = () => [
      ...chart.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ];
    // The axis lays its ticks out after the first render.
    await waitFor(() => expect(ticks().length).toBeGreaterThan(0));
    const labels = ticks();
    expect(labels).toHaveLength(CLUBS.length);
    // A long name is cut on the axis; the chart's description keeps it whole.
    const words = (label: Element) =>
      [...label.querySelectorAll('tspan')].map((t) => t.textContent).join(' ');
    expect(labels.map(words)).toContain('Stockholm Longswo…');
    expect(chart.getAttribute('aria-label')).toContain('Stockholm Longsword Academy 12');
  });

  it('says the count in words in the tooltip ("15 users"), not "count : 15"', async () => {
    renderComponent(<UsersAnalyticsCharts data={data} />);
    const chart = screen.getByRole('img', { name: /^Users by club:/ });
    await waitFor(() => expect(chart.querySelector('.recharts-surface')).toBeTruthy());
    // The chart's keyboard layer: focus it and step to the first bar, as a keyboard user would.
    const surface = chart.querySelector('.recharts-surface') as Element;
    fireEvent.focus(surface);
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() => expect(chart.querySelector('.recharts-tooltip-item')?.textContent).toBe('15 users'));
  });
});
