import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOOTER_MENU } from '../navigation/menu-links';

/** Spec §2 footer: /contacts, /about, /terms. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-white)' }}
    >
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('footer.tagline', { year: new Date().getFullYear() })}
          </Text>
          <Group component="nav" aria-label={t('nav.footerMenu')} gap="lg">
            {FOOTER_MENU.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.7">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
