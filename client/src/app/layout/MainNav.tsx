import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isLinkActive, MAIN_MENU } from '../navigation/menu-links';
import classes from './MainNav.module.css';

/** Spec §2 main menu as a row of links (wide screens; narrow ones get the burger). */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.mainMenu')} gap={2} wrap="nowrap" visibleFrom="lg">
      {MAIN_MENU.map((link) => {
        const active = isLinkActive(link.to, pathname);
        return (
          <UnstyledButton
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.link}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {t(link.label)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
