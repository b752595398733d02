import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToggleFollow, type MyFollowing } from '../api/following';

function Row({
  link,
  label,
  sub,
  onUnfollow,
  name,
}: {
  link: string;
  label: string;
  sub: string | null;
  name: string;
  onUnfollow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={link} truncate>
          {label}
        </Anchor>
        {sub && (
          <Text size="xs" c="dimmed" truncate>
            {sub}
          </Text>
        )}
      </Stack>
      <Button
        size="xs"
        variant="default"
        onClick={onUnfollow}
        aria-label={t('following.unfollowNamed', { name })}
      >
        {t('following.unfollow')}
      </Button>
    </Group>
  );
}

function ListCard({
  title,
  empty,
  children,
  testId,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

/** The fighters and the clubs the user follows, each with "Unfollow". */
export function FollowedLists({ data }: { data: MyFollowing }) {
  const { t } = useTranslation();
  const fighter = useToggleFollow('fighter');
  const club = useToggleFollow('club');
  return (
    <Stack gap="md">
      <ListCard
        title={t('following.clubs')}
        empty={data.clubs.length ? null : t('following.noClubs')}
        testId="followed-clubs"
      >
        {data.clubs.map((c) => (
          <Row
            key={c._id}
            link={`/clubs/${c._id}`}
            label={c.title}
            name={c.title}
            sub={c.city}
            onUnfollow={() => club.mutate({ id: c._id, follow: false })}
          />
        ))}
      </ListCard>
      <ListCard
        title={t('following.fighters')}
        empty={data.fighters.length ? null : t('following.noFighters')}
        testId="followed-fighters"
      >
        {data.fighters.map((f) => (
          <Row
            key={f._id}
            link={`/users/${encodeURIComponent(f.username || f._id)}`}
            label={f.name}
            name={f.name}
            sub={f.club?.title ?? null}
            onUnfollow={() => fighter.mutate({ id: f._id, follow: false })}
          />
        ))}
      </ListCard>
    </Stack>
  );
}
