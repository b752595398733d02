import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cookieConsentStore, useCookieConsent } from '../hooks/cookie-consent';

/** Spec §2 §4: the cookie notice with a link to /cookies; agree or disagree, then it is gone for good. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  if (consent !== 'unset') return null;

  return (
    <Paper
      role="region"
      aria-label={t('cookies.label')}
      shadow="lg"
      withBorder
      radius="lg"
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={640}
      mx="auto"
      style={{ zIndex: 150 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          {t('cookies.text')}{' '}
          <Anchor component={Link} to="/cookies" size="sm" fw={600}>
            {t('cookies.more')}
          </Anchor>
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="sm" onClick={() => cookieConsentStore.decide('declined')}>
            {t('cookies.decline')}
          </Button>
          <Button size="sm" onClick={() => cookieConsentStore.decide('accepted')}>
            {t('cookies.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
