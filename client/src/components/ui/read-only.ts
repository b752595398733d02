/**
 * Spread on a control that only reads or navigates (grid filters, paging, navigation tabs), so a page-wide lock
 * of writes (the organizer's expired licence, features/licence/management-writes) never disables it. It lives
 * here because shared UI such as the grid needs it and never imports a feature.
 */
export const READ_ONLY = { disabled: false } as const;
