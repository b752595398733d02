import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NavLinkSpec } from '../navigation/menu-links';

/** Spec §2 organizer menu (organizer tournaments, users and clubs by license, admin). */
export default function OrganizerMenu({ links }: { links: NavLinkSpec[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="sm"
          rightSection={<span aria-hidden>▾</span>}
          data-testid="organizer-menu"
        >
          {t('nav.organizerMenu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
