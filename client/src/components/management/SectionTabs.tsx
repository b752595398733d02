import { Button, Group } from '@mantine/core';
import { SideScroll } from '../ui/SideScroll';
import { Link, useLocation } from 'react-router-dom';
import { READ_ONLY } from '../ui/read-only';

interface SectionTabsProps {
  label: string;
  base: string;
  tabs: { path: string; label: string }[];
}

/** Links to the subpages of a record; the first tab is the record's own address. */
export function SectionTabs({ label, base, tabs }: SectionTabsProps) {
  const { pathname } = useLocation();
  const active =
    tabs.find(
      (tab) =>
        tab.path && (pathname === `${base}/${tab.path}` || pathname.startsWith(`${base}/${tab.path}/`)),
    )?.path ?? '';
  return (
    <SideScroll mb="xl">
      <Group
        component="nav"
        aria-label={label}
        gap={4}
        wrap="nowrap"
        pb={2}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {tabs.map((tab) => {
          const isActive = active === tab.path;
          return (
            <Button
              key={tab.path || 'index'}
              component={Link}
              to={tab.path ? `${base}/${tab.path}` : base}
              variant={isActive ? 'light' : 'subtle'}
              color={isActive ? 'indigo' : 'gray'}
              aria-current={isActive ? 'page' : undefined}
              size="sm"
              style={{ flexShrink: 0 }}
              {...READ_ONLY}
            >
              {tab.label}
            </Button>
          );
        })}
      </Group>
    </SideScroll>
  );
}
