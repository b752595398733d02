import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Popover,
  Stack,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Calendar, type CalendarLevel } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DATE_FORMAT,
  formatForInput,
  HOURS,
  humanFormat,
  isDaySelectable,
  MINUTES,
  nextView,
  openingView,
  parseTypedDate,
  VALUE_FORMAT,
  VALUE_TIME_FORMAT,
  type DateLimits,
} from '../date-picker-rules';
import type { DatePickerView } from '../grid-types';
import { CalendarIcon } from './CalendarIcon';

export interface DatePickerFieldProps {
  /** yyyy-MM-dd, or yyyy-MM-dd HH:mm with the time view; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  placeholder?: string;
  /** The view whose choice closes the picker (default day; time adds hours and minutes). */
  minimumView?: DatePickerView;
  /** Input format in dayjs tokens (default YYYY-MM-DD = the spec's yyyy-MM-dd). */
  format?: string;
  min?: string | null;
  max?: string | null;
  disabledDates?: DateLimits['disabled'];
  required?: boolean;
  /** An error from the surrounding form; the field's own typing errors come first. */
  error?: string | null;
  size?: 'xs' | 'sm' | 'md';
}

const VIEW_LEVEL: Record<Exclude<DatePickerView, 'time'>, CalendarLevel> = {
  year: 'decade',
  month: 'year',
  day: 'month',
};
const LEVEL_VIEW: Record<CalendarLevel, DatePickerView> = { decade: 'year', year: 'month', month: 'day' };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date picker of spec §4 §5 on Mantine's calendar: views year → month → day → time, each choice leading to
 * the next until the minimum view closes it; the heading goes back a level; ten years a page in three columns;
 * the week starts on Monday; limits and disabled dates cannot be chosen; hours 0–23 and minutes 0–59. The
 * input takes typed dates and accepts only text that parses to a valid date.
 */
export function DatePickerField({
  value,
  onChange,
  label,
  placeholder,
  minimumView = 'day',
  format = DEFAULT_DATE_FORMAT,
  min,
  max,
  disabledDates,
  required,
  error: externalError,
  size = 'sm',
}: DatePickerFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const withTime = minimumView === 'time';
  const locale = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  const limits: DateLimits = { min, max, disabled: disabledDates };
  const [text, setText] = useState(() => formatForInput(value, format, withTime, locale));
  const [typingError, setTypingError] = useState<string | null>(null);
  const [view, setView] = useState<DatePickerView | null>(null);
  const [shownDate, setShownDate] = useState(() => value?.slice(0, 10) ?? dayjs().format(VALUE_FORMAT));
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [hour, setHour] = useState(() => (value && withTime ? dayjs(value).hour() : 0));
  const [minute, setMinute] = useState(() => (value && withTime ? dayjs(value).minute() : 0));

  // The value changed from outside (a reset, a restored filter): show it.
  useEffect(() => {
    setText((current) => {
      const parsed = parseTypedDate(current, format, {}, withTime, locale);
      return parsed.ok && parsed.value === value ? current : formatForInput(value, format, withTime, locale);
    });
    if (value) setShownDate(value.slice(0, 10));
  }, [value, format, withTime, locale]);

  const refusal = (reason: 'invalid' | 'unavailable') =>
    reason === 'invalid'
      ? t('datePicker.invalid', { format: humanFormat(format) })
      : t('datePicker.unavailable');

  const commit = (next: string | null) => {
    setTypingError(null);
    setText(formatForInput(next, format, withTime, locale));
    setView(null);
    if (next !== value) onChange(next);
  };

  const onType = (next: string) => {
    setText(next);
    setTypingError(null);
    const parsed = parseTypedDate(next, format, limits, withTime, locale);
    if (parsed.ok) {
      if (parsed.value) setShownDate(parsed.value.slice(0, 10));
      if (parsed.value !== value) onChange(parsed.value);
    }
  };

  /** Leaving the input (or Enter) refuses text that is not a valid date, with a message. */
  const checkTyped = () => {
    const parsed = parseTypedDate(text, format, limits, withTime, locale);
    if (!parsed.ok) setTypingError(refusal(parsed.reason));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      checkTyped();
      setView(null);
    } else if (event.key === 'ArrowDown' && view === null) {
      event.preventDefault();
      setView(openingView(minimumView));
    } else if (event.key === 'Escape') {
      setView(null);
    }
  };

  const choose = (chosenIn: DatePickerView, date: string) => {
    const day = dayjs(date).format(VALUE_FORMAT);
    const next = nextView(chosenIn, minimumView);
    if (next === null) {
      commit(day);
      return;
    }
    if (next === 'time') {
      setChosenDay(day);
      setView('time');
    }
    // Year → month and month → day: the calendar moves down a level itself (onLevelChange).
  };

  const finishTime = () => {
    const day = chosenDay ?? value?.slice(0, 10) ?? dayjs().format(VALUE_FORMAT);
    commit(dayjs(`${day} ${pad(hour)}:${pad(minute)}`, VALUE_TIME_FORMAT).format(VALUE_TIME_FORMAT));
  };

  const minLevel: CalendarLevel =
    minimumView === 'year' ? 'decade' : minimumView === 'month' ? 'year' : 'month';
  const selectedDay = value?.slice(0, 10) ?? null;

  return (
    <Popover
      opened={view !== null}
      onChange={(opened) => !opened && setView(null)}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <TextInput
          id={inputId}
          // The popover target gets aria-haspopup and aria-expanded; a combobox may carry them, a textbox may not.
          role="combobox"
          label={label}
          placeholder={placeholder ?? humanFormat(format)}
          value={text}
          size={size}
          required={required}
          autoComplete="off"
          error={typingError ?? externalError ?? undefined}
          onChange={(event) => onType(event.currentTarget.value)}
          onBlur={checkTyped}
          onKeyDown={onKeyDown}
          onClick={() => view === null && setView(openingView(minimumView))}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('datePicker.openCalendar')}
              onClick={() => setView(view === null ? openingView(minimumView) : null)}
            >
              <CalendarIcon />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="date-picker-dropdown">
        {view === 'time' ? (
          <Stack gap="sm" miw={220}>
            <UnstyledButton
              onClick={() => setView('day')}
              aria-label={t('datePicker.backToDays')}
              fw={600}
              ta="center"
              py={4}
            >
              {dayjs(chosenDay ?? selectedDay ?? undefined)
                .locale(locale)
                .format('D MMMM YYYY')}
            </UnstyledButton>
            <Group grow gap="xs">
              <NativeSelect
                label={t('datePicker.hours')}
                value={String(hour)}
                onChange={(event) => setHour(Number(event.currentTarget.value))}
                data={HOURS.map((h) => ({ value: String(h), label: pad(h) }))}
              />
              <NativeSelect
                label={t('datePicker.minutes')}
                value={String(minute)}
                onChange={(event) => setMinute(Number(event.currentTarget.value))}
                data={MINUTES.map((m) => ({ value: String(m), label: pad(m) }))}
              />
            </Group>
            <Button onClick={finishTime}>{t('datePicker.done')}</Button>
          </Stack>
        ) : (
          view !== null && (
            <Calendar
              level={VIEW_LEVEL[view]}
              onLevelChange={(level) => setView(LEVEL_VIEW[level])}
              minLevel={minLevel}
              maxLevel="decade"
              date={shownDate}
              onDateChange={setShownDate}
              locale={locale}
              firstDayOfWeek={1}
              minDate={min ?? undefined}
              maxDate={max ?? undefined}
              excludeDate={(date) => !isDaySelectable(date, limits)}
              onYearSelect={(date) => choose('year', date)}
              onMonthSelect={(date) => choose('month', date)}
              getDayProps={(date) => ({
                selected: date === selectedDay,
                onClick: () => choose('day', date),
              })}
              getYearControlProps={(date) => ({
                selected: !!selectedDay && dayjs(date).year() === dayjs(selectedDay).year(),
              })}
              getMonthControlProps={(date) => ({
                selected: !!selectedDay && dayjs(date).format('YYYY-MM') === selectedDay.slice(0, 7),
              })}
              ariaLabels={{
                previousDecade: t('datePicker.previousDecade'),
                nextDecade: t('datePicker.nextDecade'),
                previousYear: t('datePicker.previousYear'),
                nextYear: t('datePicker.nextYear'),
                previousMonth: t('datePicker.previousMonth'),
                nextMonth: t('datePicker.nextMonth'),
                monthLevelControl: t('datePicker.chooseMonth'),
                yearLevelControl: t('datePicker.chooseYear'),
              }}
            />
          )
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
