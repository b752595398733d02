import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  /** One or two sentences: what this page is for. */
  description?: ReactNode;
  /** Buttons or badges on the right. */
  actions?: ReactNode;
  /** A line above the title (breadcrumb, section). */
  eyebrow?: ReactNode;
}

/** The top of a page: title, what the page is for, actions. */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
        {eyebrow && (
          <Text size="sm" c="dimmed" fw={600}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="md" maw={760}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
