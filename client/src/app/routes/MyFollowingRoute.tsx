import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMyFollowingQuery } from '../../features/following/api/following';
import { CreateGroupForm } from '../../features/following/components/CreateGroupForm';
import { FollowedLists } from '../../features/following/components/FollowedLists';
import { GroupCard } from '../../features/following/components/GroupCard';

/** `/my/following`: the clubs and fighters the user follows, and their groups of fighters with members. */
export default function MyFollowingRoute() {
  const { t } = useTranslation();
  const mine = useMyFollowingQuery();
  return (
    <Stack gap="md">
      <PageHeader title={t('titles.myFollowing')} description={t('following.pageDescription')} />
      {mine.isPending && <Loader />}
      {mine.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          <Stack gap="md">
            <Title order={2} fz="xl">
              {t('following.groups')}
            </Title>
            <CreateGroupForm />
            {mine.data.groups.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('following.noGroups')}
              </Text>
            ) : (
              mine.data.groups.map((group) => <GroupCard key={group._id} group={group} />)
            )}
          </Stack>
          <FollowedLists data={mine.data} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
