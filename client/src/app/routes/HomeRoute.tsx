import { GuestWelcome } from '../../features/auth/components/GuestWelcome';
import { SessionUserCard } from '../../features/auth/components/SessionUserCard';
import { useSessionUser } from '../../features/auth/hooks/session-store';

/** `/`: the signed-in user for now; the tournament list joins it in a later issue. */
export function HomeRoute() {
  const user = useSessionUser();
  return user ? <SessionUserCard user={user} /> : <GuestWelcome />;
}
