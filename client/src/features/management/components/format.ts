// The one date helper lives in lib/format-date.ts; management pages import it from here as before.
export { formatDate } from '../../../lib/format-date';
