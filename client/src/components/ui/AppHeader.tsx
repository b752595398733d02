import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';

interface AppHeaderProps {
  /** The session corner: sign-in link or the user's menu. */
  session: ReactNode;
}

export function AppHeader({ session }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          fw={800}
          fz="xl"
          style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch />
          {session}
        </Group>
      </Group>
    </Container>
  );
}
