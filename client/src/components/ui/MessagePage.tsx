import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

interface MessagePageProps {
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
}

/** A full-page message with one way out: the 404 page and the error page. */
export function MessagePage({ title, text, actionLabel, actionTo }: MessagePageProps) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 96 }} maw={560} mx="auto">
      <Title order={1} fz={{ base: 32, sm: 44 }}>
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {text}
      </Text>
      <Button component={Link} to={actionTo} size="md" mt="sm">
        {actionLabel}
      </Button>
    </Stack>
  );
}
