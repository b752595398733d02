import { Avatar, Group, Text } from '@mantine/core';

/** The signed-in user's avatar and name as the header shows them. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar size={32} radius="xl" color="indigo" name={name} />
      <Text fw={600} size="sm" truncate="end" maw={{ base: 96, sm: 160 }}>
        {name}
      </Text>
    </Group>
  );
}
