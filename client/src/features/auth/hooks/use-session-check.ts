import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../../lib/redirect';
import { readToken } from '../../../lib/storage';
import { useCurrentUserQuery } from '../api/current-user';
import { sessionStore } from './session-store';

/**
 * The start-up authentication check of spec §4: when a token was stored, GET /auth/current replaces the
 * persisted user with a fresh one; a failure clears the session and goes to /login unless already there.
 */
export function useSessionCheck(): void {
  const [hadTokenAtStart] = useState(() => readToken() !== null);
  const { data, isError } = useCurrentUserQuery(hadTokenAtStart);
  const navigate = useNavigate();
  const location = useLocation();
  const failureHandled = useRef(false);

  useEffect(() => {
    if (data) sessionStore.replaceUser(data);
  }, [data]);

  useEffect(() => {
    if (!isError || failureHandled.current) return;
    failureHandled.current = true;
    sessionStore.clear();
    if (location.pathname !== '/login') {
      navigate(loginPath(`${location.pathname}${location.search}${location.hash}`), { replace: true });
    }
  }, [isError, location, navigate]);
}
