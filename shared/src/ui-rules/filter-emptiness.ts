/**
 * When a grid filter counts as empty (spec §5) and so adds nothing to the list query. Each filter type has
 * its own notion of "nothing chosen", so a number filter at 0 and an empty checkbox list are both unset.
 */

export const FILTER_TYPES = [
  'text',
  'number',
  'date',
  'select',
  'select-api',
  'radio',
  'checkbox',
  'select-multi',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return String(value).trim() === '';
}

function isEmptyList(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * Spec §5: text or date when blank; number when 0 or falsy; select (and select-api) when null or undefined;
 * radio when 0; checkbox and select-multi when an empty list. Beyond the letter of the spec: a radio or a
 * list filter that was never set (null or undefined) is empty too, and a number typed as "0" counts as 0.
 */
export function isFilterEmpty(type: FilterType, value: unknown): boolean {
  switch (type) {
    case 'text':
    case 'date':
      return isBlank(value);
    case 'number':
      return !value || Number(value) === 0;
    case 'select':
    case 'select-api':
      return value === null || value === undefined;
    case 'radio':
      return value === 0 || value === null || value === undefined;
    case 'checkbox':
    case 'select-multi':
      return isEmptyList(value);
  }
}
