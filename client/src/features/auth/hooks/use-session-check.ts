import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onLicenceLapse } from '../../../lib/licence-lapse';
import { loginPath } from '../../../lib/redirect';
import { readToken } from '../../../lib/storage';
import { useCurrentUserQuery } from '../api/current-user';
import { sessionStore } from '../api/session-store';

/**
 * The start-up authentication check of spec §4: when a token was stored, GET /auth/current replaces the
 * persisted user with a fresh one; a failure clears the session and goes to /login unless already there.
 */
export function useSessionCheck(): void {
  const [hadTokenAtStart] = useState(() => readToken() !== null);
  const { data, isError, refetch } = useCurrentUserQuery(hadTokenAtStart);
  const navigate = useNavigate();
  const location = useLocation();
  const failureHandled = useRef(false);
  const firstPath = useRef(location.pathname);

  // An admin may change the role, licence or zones meanwhile: every next page re-reads the account, so
  // the menus follow on the person's next page instead of after a reload.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    if (readToken() !== null) void refetch();
  }, [location.pathname, refetch]);

  // A write refused for an ended licence: the account is read again, so the notice and locked controls follow now.
  useEffect(() => onLicenceLapse(() => void refetch()), [refetch]);

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
