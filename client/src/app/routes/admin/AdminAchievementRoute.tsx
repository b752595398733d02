import { Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { useAchievementQuery, useAwardingQuery } from '../../../features/achievements/api/achievements';
import { AchievementForm } from '../../../features/achievements/components/AchievementForm';

/** `/admin/achievements/{id}` (`new`: define one): the definition's form and how many hold it. */
export default function AdminAchievementRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const creating = id === 'new';
  const query = useAchievementQuery(creating ? '' : id);
  const awarding = useAwardingQuery(query.data?.updatedAt);
  const back = { to: '/admin/achievements', label: t('titles.adminAchievements') };
  if (creating)
    return (
      <ManagementPage
        title={t('achievement.new')}
        purpose={t('pages:management.pages.adminAchievement')}
        back={back}
      >
        <AchievementForm
          onSaved={(saved) => navigate(`/admin/achievements/${saved._id}`, { replace: true })}
        />
      </ManagementPage>
    );
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <ManagementPage
        title={t('titles.adminAchievement')}
        purpose={t('pages:management.pages.adminAchievement')}
        back={back}
      >
        <EmptyPanel
          icon="question"
          title={t('pages:management.notFound')}
          description={t('pages:management.noAchievementsText')}
        />
      </ManagementPage>
    );
  const achievement = query.data;
  return (
    <ManagementPage
      title={achievement.title}
      purpose={t('pages:management.pages.adminAchievement')}
      back={back}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{t('achievement.fields.holders')}</Text>
              <Badge variant="light" color="indigo" data-testid="achievement-holders">
                {achievement.holders}
              </Badge>
            </Group>
            <Anchor component={Link} to={`/achievements/${achievement.kind}`}>
              {t('achievement.seeHolders')}
            </Anchor>
          </Group>
          {awarding.pending ? (
            <Group gap={6} mt={4} data-testid="achievement-awarding">
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                {awarding.job?.running && awarding.job.total > 0
                  ? t('achievement.awardingProgress', { done: awarding.job.done, total: awarding.job.total })
                  : t('achievement.awarding')}
              </Text>
            </Group>
          ) : (
            <Text size="xs" c="dimmed" mt={4} data-testid="achievement-awarded">
              {t('achievement.awardedInBackground')}
            </Text>
          )}
        </Paper>
        <AchievementForm key={achievement.updatedAt} achievement={achievement} />
      </Stack>
    </ManagementPage>
  );
}
