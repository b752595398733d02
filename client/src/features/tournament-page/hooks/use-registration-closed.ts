import { registrationClosedReason } from '@hema/shared/applications/application-rules';
import { useState } from 'react';
import type { Tournament } from '../api/tournament';

/** Why the tournament takes no applications now, or null while it does (the server's rule, at page load time). */
export function useRegistrationClosedReason(tournament: Tournament): string | null {
  const [now] = useState(() => new Date());
  return registrationClosedReason(
    {
      ...tournament,
      registrationDateStart: tournament.registrationDateStart
        ? new Date(tournament.registrationDateStart)
        : null,
      registrationDateEnd: tournament.registrationDateEnd ? new Date(tournament.registrationDateEnd) : null,
    },
    now,
  );
}
