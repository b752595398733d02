import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../../../lib/redirect';
import { useLogout } from '../api/logout';
import { useSessionUser } from '../hooks/session-store';

/** The header's session corner: "Sign in" carrying the current path, or the user's name with a menu. */
export function HeaderSessionControl() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const logout = useLogout();

  if (!user) {
    return (
      <Button
        component={Link}
        to={loginPath(`${location.pathname}${location.search}${location.hash}`)}
        size="sm"
      >
        {t('auth.signIn')}
      </Button>
    );
  }

  // The server composes `name` (first, last, middle); the shell avoids the form schemas' zod build.
  const name = user.name || user.email;
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="indigo" name={name} />
            <Text fw={600} size="sm" truncate="end" maw={{ base: 88, sm: 200 }}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/">
          {t('header.home')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
