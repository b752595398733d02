import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The home page for an anonymous visitor: what the platform is, and the way in. */
export function GuestWelcome() {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 48 }} maw={720} mx="auto">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
          {t('home.welcomeTitle')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.welcomeText')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/login" size="md">
            {t('home.signIn')}
          </Button>
          <Button component={Link} to="/registration" size="md" variant="default">
            {t('home.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
