import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../ui/PageHeader';

interface ManagementPageProps {
  title: ReactNode;
  /** What the page is for. */
  purpose: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** An organizer or admin page: where it sits, what it is for, then its content. */
export function ManagementPage({ title, purpose, back, actions, children }: ManagementPageProps) {
  return (
    <Stack gap={0}>
      <PageHeader
        eyebrow={
          back && (
            <Anchor component={Link} to={back.to} size="sm">
              ← {back.label}
            </Anchor>
          )
        }
        title={title}
        description={purpose}
        actions={actions}
      />
      <Stack gap="lg">{children}</Stack>
    </Stack>
  );
}
