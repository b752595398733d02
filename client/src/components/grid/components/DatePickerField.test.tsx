import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderComponent } from '../../../test/render-component';
import type { DatePickerView } from '../grid-types';
import { DatePickerField } from './DatePickerField';

function Harness(props: {
  initial?: string | null;
  minimumView?: DatePickerView;
  min?: string;
  max?: string;
  disabledDates?: string[];
  onChange?: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <DatePickerField
        label="Date"
        value={value}
        minimumView={props.minimumView}
        min={props.min}
        max={props.max}
        disabledDates={props.disabledDates}
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Date' }) as HTMLInputElement;
const shown = () => screen.getByTestId('value').textContent;
const dropdown = () => screen.findByTestId('date-picker-dropdown');

describe('date picker typing (spec §5)', () => {
  it('accepts a typed yyyy-MM-dd date that is valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness />);
    await user.type(input(), '2026-05-03');
    await user.tab();
    expect(shown()).toBe('2026-05-03');
    expect(screen.queryByText(/Enter a valid date/)).toBeNull();
  });

  it('refuses typed text that is not a valid date, with a message, and keeps the value', async () => {
    const onChange = jest.fn<(value: string | null) => void>();
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness initial="2026-05-03" onChange={onChange} />);
    await user.clear(input());
    onChange.mockClear();
    await user.type(input(), '2026-02-30');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid date as yyyy-MM-dd')).toBeTruthy();
    expect(onChange.mock.calls.every(([value]) => value === null)).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a typed date outside the limits or among the disabled dates', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness min="2026-01-01" max="2026-12-31" disabledDates={['2026-06-01']} />);
    await user.type(input(), '2027-01-05');
    await user.tab();
    expect(await screen.findByText('This date cannot be chosen')).toBeTruthy();
    expect(shown()).toBe('none');
    await user.clear(input());
    await user.type(input(), '2026-06-01');
    await user.tab();
    expect(await screen.findByText('This date cannot be chosen')).toBeTruthy();
    expect(shown()).toBe('none');
  });
});

describe('date picker views (spec §4 §5)', () => {
  it('starts the week on Monday and does not let limited or disabled days be chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness initial="2026-05-13" min="2026-05-05" disabledDates={['2026-05-20']} />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const calendar = await dropdown();
    const weekdays = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('Mo');
    const day = (label: string) => within(calendar).getByRole('button', { name: label, hidden: true });
    expect(day('4 May 2026')).toHaveProperty('disabled', true);
    expect(day('20 May 2026')).toHaveProperty('disabled', true);
    await user.click(day('21 May 2026'));
    expect(shown()).toBe('2026-05-21');
    await waitFor(() => expect(screen.queryByTestId('date-picker-dropdown')).toBeNull());
  });

  it('goes back a level from the heading: days → months → ten years in three columns', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness initial="2026-05-13" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    await user.click(within(await dropdown()).getByRole('button', { name: 'Choose a month', hidden: true }));
    expect(within(await dropdown()).getByRole('button', { name: /Sep/, hidden: true })).toBeTruthy();
    await user.click(within(await dropdown()).getByRole('button', { name: 'Choose a year', hidden: true }));
    const years = within(await dropdown())
      .getAllByRole('button', { hidden: true })
      .map((button) => button.textContent ?? '')
      .filter((text) => /^\d{4}$/.test(text));
    expect(years).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029']);
    const rows = within(await dropdown()).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => within(row).getAllByRole('button', { hidden: true }).length)).toEqual([
      3, 3, 3, 1,
    ]);

    // Year → month → day, closing on the day (the default minimum view).
    await user.click(within(await dropdown()).getByRole('button', { name: '2028', hidden: true }));
    await user.click(within(await dropdown()).getByRole('button', { name: /Feb/, hidden: true }));
    await user.click(
      within(await dropdown()).getByRole('button', { name: '29 February 2028', hidden: true }),
    );
    expect(shown()).toBe('2028-02-29');
    expect(input().value).toBe('2028-02-29');
  });

  it('closes at the configured minimum view (month)', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness initial="2026-05-13" minimumView="month" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    await user.click(within(await dropdown()).getByRole('button', { name: /Sep/, hidden: true }));
    expect(shown()).toBe('2026-09-01');
    await waitFor(() => expect(screen.queryByTestId('date-picker-dropdown')).toBeNull());
  });

  it('adds the time view with hours 0–23 and minutes 0–59 when the minimum view is time', async () => {
    const user = userEvent.setup({ delay: null });
    renderComponent(<Harness initial="2026-05-13 10:00" minimumView="time" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    await user.click(within(await dropdown()).getByRole('button', { name: '14 May 2026', hidden: true }));
    const hours = within(await dropdown()).getByLabelText('Hours') as HTMLSelectElement;
    const minutes = within(await dropdown()).getByLabelText('Minutes') as HTMLSelectElement;
    expect([...hours.options].map((o) => Number(o.value))).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect([...minutes.options].map((o) => Number(o.value))).toEqual(Array.from({ length: 60 }, (_, m) => m));
    await user.selectOptions(hours, '23');
    await user.selectOptions(minutes, '59');
    await user.click(within(await dropdown()).getByRole('button', { name: 'Done', hidden: true }));
    expect(shown()).toBe('2026-05-14 23:59');
  });
});
