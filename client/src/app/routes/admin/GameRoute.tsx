import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** `/game` (admins, without the site's chrome): a full-screen page whose content the spec does not show. */
export default function GameRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Center mih="100dvh" p="xl" bg="dark.8">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1} c="white">
          {t('titles.game')}
        </Title>
        <Text c="gray.4">{t('pages:management.pages.game')}</Text>
        <Anchor component={Link} to="/admin" c="indigo.3">
          ← {t('titles.admin')}
        </Anchor>
      </Stack>
    </Center>
  );
}
