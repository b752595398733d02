import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PanelIcon, type PanelIconName } from './PanelIcon';

interface EmptyPanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** The picture in the indicator circle. */
  icon?: PanelIconName;
  actions?: ReactNode;
}

/** A real empty state: what will appear here and, when there is one, the way to make it appear. */
export function EmptyPanel({ title, description, icon = 'empty', actions }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="lg" py={{ base: 'xl', sm: 48 }} px="lg" data-testid="empty-state">
      <EmptyState
        title={title}
        description={description}
        icon={<PanelIcon name={icon} />}
        variant="light"
        color="indigo"
      >
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
