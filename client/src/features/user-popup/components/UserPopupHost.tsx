import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SHOW_USER_EVENT, shownUserId } from '../show-user';
import { UserPopup } from './UserPopup';

/**
 * Mounted once in the layout: opens the user pop-up on the global "show user" event and closes it on any route
 * change (spec §2).
 */
export default function UserPopupHost({ initialUserId = null }: { initialUserId?: string | null } = {}) {
  const [userId, setUserId] = useState<string | null>(initialUserId);
  const location = useLocation();
  const firstLocation = useRef(true);

  useEffect(() => {
    const open = (event: Event) => {
      const id = shownUserId(event);
      if (id) setUserId(id);
    };
    window.addEventListener(SHOW_USER_EVENT, open);
    return () => window.removeEventListener(SHOW_USER_EVENT, open);
  }, []);

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    setUserId(null);
  }, [location.key, location.pathname, location.search]);

  return <UserPopup userId={userId} onClose={() => setUserId(null)} />;
}

export { UserPopupHost };
