import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../../../lib/redirect';
import { useSessionUser } from '../api/session-store';
import { UserAvatar } from './UserAvatar';

const UserMenu = lazy(() => import('./UserMenu'));

export interface MenuLink {
  to: string;
  label: string;
}

interface HeaderSessionControlProps {
  /** Spec §2 user menu links (/users/{username}, /my/applications, /my/settings), already translated. */
  userLinks: MenuLink[];
}

/**
 * The header's session corner: "Sign in" carrying the current full path (spec §2), or the user's name with the
 * user menu and sign-out.
 */
export function HeaderSessionControl({ userLinks }: HeaderSessionControlProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();

  if (!user) {
    return (
      <Button
        component={Link}
        to={loginPath(`${location.pathname}${location.search}${location.hash}`)}
        size="sm"
        data-testid="sign-in-link"
      >
        {t('auth.signIn')}
      </Button>
    );
  }

  // The menu (popover machinery) arrives in its own chunk; until then the same avatar stands in its place.
  const name = user.name || user.email;
  return (
    <Suspense fallback={<UserAvatar name={name} />}>
      <UserMenu name={name} userLinks={userLinks} />
    </Suspense>
  );
}
