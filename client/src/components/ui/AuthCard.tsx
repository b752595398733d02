import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ("No account yet? Register"). */
  footer?: ReactNode;
}

/** A centred card for the sign-in, registration and recovery forms. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Stack maw={460} mx="auto" w="100%" gap="md" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" c="dimmed">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
