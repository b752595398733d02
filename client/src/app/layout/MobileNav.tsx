import { Box, Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isLinkActive, MAIN_MENU, type NavLinkSpec } from '../navigation/menu-links';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  organizerLinks: NavLinkSpec[];
  userLinks: NavLinkSpec[];
  /** The zone and language selector, when the visitor gets one. */
  selector: React.ReactNode;
}

/** Narrow screens: the main, organizer and user menus in a drawer opened by the burger. */
export default function MobileNav({ opened, onClose, organizerLinks, userLinks, selector }: MobileNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const section = (label: string, links: NavLinkSpec[]) =>
    links.length > 0 && (
      <Box>
        <Divider my="xs" />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          {label}
        </Text>
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(link.label)}
            active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
            onClick={onClose}
          />
        ))}
      </Box>
    );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={300}
      padding="md"
      title={t('app.name')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap={0} component="nav" aria-label={t('nav.mainMenu')}>
        {MAIN_MENU.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(link.label)}
            active={isLinkActive(link.to, pathname)}
            onClick={onClose}
          />
        ))}
        {section(t('nav.organizerMenu'), organizerLinks)}
        {section(t('nav.account'), userLinks)}
        <Box px="sm" pt="md">
          {selector}
        </Box>
      </Stack>
    </Drawer>
  );
}
