/**
 * Every error code the API answers (`{statusCode, code, message}`), with its English text for a person. The server's
 * `message` may say more (which field, which filter); a client that shows another language translates by `code`
 * (client i18n `errors.codes`), so nothing built in English on the server reaches a Russian screen. Refusals of fight
 * commands have their own list (shared/src/realtime/refusals.ts). A server test checks every code it throws is here.
 */
import { IMPORT_LIMITS } from '../imports/import-files.js';

/** The import's upload limit in megabytes, as its refusal names it. */
export const IMPORT_UPLOAD_MB = IMPORT_LIMITS.uploadBytes / (1024 * 1024);

export const API_ERROR_CODES = {
  'bad-request': 'The request is not valid',
  validation: 'Some fields are not valid',
  'not-found': 'Not found',
  conflict: 'This conflicts with the current state; reload and try again',
  internal: 'Something went wrong on our side. Please try again.',
  'auth/unauthorized': 'Sign in to continue',
  'auth/forbidden': 'You are not allowed to do this',
  'auth/invalid-credentials': 'Wrong e-mail or password',
  'auth/rate-limited': 'Too many attempts; wait a little and try again',
  'auth/email-taken': 'An account with this e-mail already exists',
  'auth/username-taken': 'This username is taken',
  'auth/wrong-password': 'The password is wrong',
  'auth/invalid-code': 'The code is wrong or has expired. Request a new one.',
  'organizer/already-organizer': 'You already have organizer access',
  'organizer/request-pending': 'Your request is already waiting for an administrator',
  'organizer/request-not-found': 'Request not found',
  'organizer/request-decided': 'This request has already been decided',
  'licence/request-pending': 'Your licence request is already waiting for an administrator',
  'licence/not-needed': 'Administrators need no licence',
  'licence/request-not-found': 'Request not found',
  'licence/request-decided': 'This request has already been decided',
  'licence/end-in-past': 'The new licence end must be in the future',
  'catalog/duplicate': 'An entry with this title already exists',
  'catalog/in-use': 'This entry is in use and cannot be deleted',
  'list/invalid-query': 'The list request is not valid',
  'list/invalid-filter': 'A filter value is not valid',
  'list/unknown-filter': 'The list cannot be filtered by this field',
  'list/unknown-sort': 'The list cannot be sorted by this field',
  'competition/not-your-tournament': 'Only the organizer of this tournament can change it',
  'competition/license-expired': 'Your organizer license has expired',
  'competition/zone-not-allowed': 'You may not hold tournaments in this zone',
  'competition/tournament-address-taken': 'This tournament address is taken',
  'competition/nomination-address-taken': 'This category address is taken in this tournament',
  'competition/status-transition': 'The tournament cannot take this status action now',
  'competition/early-start': 'The tournament starts later: confirm to start it before its first day',
  'competition/tournament-fights-started':
    'A fight has already started: the tournament cannot step back from Online',
  'competition/team-invitation': 'There is no open invitation to this team for you',
  'competition/tournament-has-nominations': 'A tournament with categories cannot be deleted',
  'competition/nomination-has-stages': 'A category with stages cannot be deleted',
  'competition/participant-exists': 'This fighter is already in the category',
  'competition/participant-has-fights':
    'This fighter has fights in the category; mark them dropped out instead',
  'competition/team-member-taken': 'A fencer of this line-up is already in another team of the category',
  'competition/team-has-fights': 'This team has matches in the category; drop it out instead',
  'competition/stage-started': 'Fights of this stage have already started',
  'competition/stage-not-generatable': 'The stage cannot be generated yet',
  'competition/stage-not-finished': 'Finish every fight of this stage before advancing',
  'competition/no-next-stage': 'Add the next stage before advancing',
  'competition/pool-too-large': 'A pool cannot have more than 7 fighters',
  'competition/pool-locked': 'The fighters of this pool cannot change',
  'competition/foreign-fight': 'Only fights of this tournament can be assigned to its rings',
  'competition/ring-title-taken': 'Another ring of this tournament already has this name',
  'competition/not-round-by-round':
    'Only swiss stages are built round by round; brackets move on by themselves as their fights finish',
  'competition/stage-not-generated': 'Generate the stage first',
  'competition/round-not-finished': 'Previous round of this side is not finished yet',
  'competition/all-rounds-built': 'All rounds of this stage are already built',
  'competition/stage-decided': 'The stage is decided: fewer than two fighters are left to pair',
  'competition/tournament-not-finished': 'The HEMA Ratings export is ready once the tournament is finished',
  'judge/invite-invalid': 'This invitation code is wrong, already used or expired',
  'judge/not-judgeable': 'This account cannot judge the ring',
  'judge/event-ended': 'The event has ended: invitations are no longer possible',
  'predictions/fight-started': 'Predictions on this fight are closed: it has started',
  'predictions/not-predictable': 'This fight cannot be predicted: it has no two fighters or is a bye',
  'database/duplicate': 'This already exists',
  'database/in-use': 'This is still in use and cannot be removed',
  'database/missing-reference': 'Something this refers to no longer exists',
  'database/check': 'A value is not allowed',
  'database/not-null': 'A required value is missing',
  'database/invalid-value': 'A value is out of range or not of the right form',
  'api-key/already-revoked': 'This API key has already been revoked',
  'feed/bad-key': 'This API key is not valid: it is unknown or was revoked',
  'feed/key-of-another-tournament': 'This API key belongs to another tournament',
  'feed/rate-limited': 'Too many requests; wait a little and try again',
  'feed/bad-position': 'This is not a feed position',
  'users/last-admin': 'The last administrator cannot lose the role or be deleted',
  'users/own-admin-role': 'You cannot take away your own administrator role',
  'users/not-deleted': 'This account is not deleted',
  'users/email-released': 'The e-mail of this account was released; give it a new e-mail to restore it',
  'users/merge-same': 'Choose two different accounts to merge',
  'users/merge-own': 'You cannot merge away your own account',
  'users/merge-conflict': 'Both accounts are in the same category; remove one entry before merging',
  'catalog/merge-same': 'Choose another club to merge into',
  'applications/registration-closed': 'Registration for this tournament is closed',
  'applications/category-closed': 'This category does not take applications',
  'applications/not-editable':
    'The organizer has already decided on this application; it can no longer be changed',
  'applications/action-refused': 'This action does not fit the state of the application',
  'bracket/next-fight-started':
    'The next fight of the bracket has already started, so this result can no longer move its fighters',
  'imports/not-a-zip': 'Please upload a zip file.',
  'imports/wrong-files': 'Upload only the listed files',
  'imports/unexpected': 'Something went wrong, please email us',
  'imports/too-large': `The file is larger than ${IMPORT_UPLOAD_MB} MB. For a larger tournament, write to us through the Contacts page (/contacts).`,
  'imports/invalid-rows': 'Some rows of the files are not valid; fix them and upload the zip again',
  'imports/decided': 'This import has already been decided',
  'imports/too-many-pending':
    'Several of your imports are still waiting for review; send more once they are decided',
  'imports/catalog-changed': 'A weapon of this import is no longer in the catalog',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERROR_CODES, code);
}
