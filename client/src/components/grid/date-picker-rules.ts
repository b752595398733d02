import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { DatePickerView } from './grid-types';

dayjs.extend(customParseFormat);

/** Spec §5: the default input format yyyy-MM-dd, in dayjs tokens. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
/** The value a picker holds: a calendar date, with the time when the time view is part of it. */
export const VALUE_FORMAT = 'YYYY-MM-DD';
export const VALUE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The views in the order a choice walks through them (spec §4 "Date picker views"). */
export const PICKER_VIEWS: readonly DatePickerView[] = ['year', 'month', 'day', 'time'];

export interface DateLimits {
  /** Earliest selectable day, yyyy-MM-dd. */
  min?: string | null;
  /** Latest selectable day, yyyy-MM-dd. */
  max?: string | null;
  /** Days that cannot be chosen: a list of yyyy-MM-dd or a test. */
  disabled?: readonly string[] | ((day: string) => boolean);
}

/** The view after a choice in `view`, or null when `minimumView` is reached and the picker closes. */
export function nextView(view: DatePickerView, minimumView: DatePickerView): DatePickerView | null {
  if (view === minimumView) return null;
  const index = PICKER_VIEWS.indexOf(view);
  return PICKER_VIEWS[index + 1] ?? null;
}

/** The view a heading click goes back to: one level up (spec §4), none above the years. */
export function previousView(view: DatePickerView): DatePickerView | null {
  const index = PICKER_VIEWS.indexOf(view);
  return index > 0 ? PICKER_VIEWS[index - 1] : null;
}

/** Where the picker opens: the days, or the minimum view when it is coarser than days. */
export function openingView(minimumView: DatePickerView): DatePickerView {
  return minimumView === 'year' || minimumView === 'month' ? minimumView : 'day';
}

/** Whether a day may be chosen: inside the limits and not among the disabled dates. */
export function isDaySelectable(day: Dayjs | string, limits: DateLimits): boolean {
  const date = dayjs(day);
  const iso = date.format(VALUE_FORMAT);
  if (limits.min && iso < limits.min) return false;
  if (limits.max && iso > limits.max) return false;
  if (typeof limits.disabled === 'function') return !limits.disabled(iso);
  return !(limits.disabled ?? []).includes(iso);
}

export type TypedDate = { ok: true; value: string | null } | { ok: false; reason: 'invalid' | 'unavailable' };

/**
 * Spec §5: typed text is accepted only if it parses to a valid date in the input format (strictly: 2026-02-30
 * is refused, not rolled over to March). An empty text clears the value. A valid date outside the limits or
 * among the disabled dates is refused too.
 */
export function parseTypedDate(
  text: string,
  format: string,
  limits: DateLimits = {},
  withTime = false,
  locale = 'en',
): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const formats = withTime ? [`${format} HH:mm`, format] : [format];
  const parsed = formats.map((f) => dayjs(trimmed, f, locale, true)).find((d) => d.isValid());
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (!isDaySelectable(parsed, limits)) return { ok: false, reason: 'unavailable' };
  return { ok: true, value: parsed.format(withTime ? VALUE_TIME_FORMAT : VALUE_FORMAT) };
}

/** The value as the input shows it (month names in the interface language, e.g. the MMMM YYYY wrapper). */
export function formatForInput(
  value: string | null | undefined,
  format: string,
  withTime = false,
  locale = 'en',
): string {
  if (!value) return '';
  const date = dayjs(value, [VALUE_TIME_FORMAT, VALUE_FORMAT]);
  if (!date.isValid()) return '';
  return date.locale(locale).format(withTime ? `${format} HH:mm` : format);
}

/** The spec's notation of a dayjs format, for messages: YYYY-MM-DD → yyyy-MM-dd. */
export function humanFormat(format: string): string {
  return format.replace(/YYYY/g, 'yyyy').replace(/DD/g, 'dd');
}

/** Hours 0–23 and minutes 0–59 (spec §5). */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
