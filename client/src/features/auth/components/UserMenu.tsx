import { Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout } from '../api/logout';
import type { MenuLink } from './HeaderSessionControl';
import { UserAvatar } from './UserAvatar';

interface UserMenuProps {
  name: string;
  userLinks: MenuLink[];
}

/** Spec §2 user menu (own page, applications, settings) and sign-out. */
export default function UserMenu({ name, userLinks }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenuOf', { name })} data-testid="user-menu">
          <UserAvatar name={name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {userLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
