import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';

/**
 * A recovery step's failure: a 400 answer's field errors, or else its message, go under `field` (a field the
 * form does not show puts it above the form); anything else (network, 5xx, rate limit) is notified.
 */
export function placeRecoveryError(
  error: Error,
  field: string,
  setServerErrors: (errors: Record<string, string>) => void,
): void {
  if (error instanceof ApiError && error.status === 400) {
    const errors = error.fieldErrors;
    setServerErrors(
      Object.keys(errors).length > 0 ? errors : { [field]: error.serverMessage ?? error.message },
    );
  } else {
    notifyError(error);
  }
}
