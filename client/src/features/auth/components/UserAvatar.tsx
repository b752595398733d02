import { Avatar, Group, Text } from '@mantine/core';

/**
 * The signed-in user's avatar and name as the header shows them. The avatar is the plain person icon, not the
 * name's initials: initials are visible text the menu button's accessible name would have to repeat (WCAG 2.5.3).
 */
export function UserAvatar({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar size={32} radius="xl" color="indigo" />
      <Text fw={600} size="sm" truncate="end" maw={{ base: 96, sm: 160 }}>
        {name}
      </Text>
    </Group>
  );
}
