import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of /my/settings: a titled card as wide as the profile card above it. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
