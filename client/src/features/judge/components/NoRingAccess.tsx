import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * Why this console takes no key presses: the organizer revoked the person's judge access (told the moment a command
 * comes back refused for it), or the person never judged this ring. Either way, their own rings are one click away.
 */
export function NoRingAccess({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="filled"
      title={revoked ? t('judge.access.revokedTitle') : t('judge.access.deniedTitle')}
      data-testid={revoked ? 'judge-revoked' : 'judge-denied'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{revoked ? t('judge.access.revokedText') : t('judge.access.deniedText')}</Text>
        <Button component={Link} to="/my/judging" variant="white" color="red" size="xs">
          {t('judge.access.myRings')}
        </Button>
      </Stack>
    </Alert>
  );
}
