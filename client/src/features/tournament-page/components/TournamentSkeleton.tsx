import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The tournament pages while the tournament loads: the header and the tab row in their places, and room below that
 * keeps the footer out of view, so nothing the visitor already sees jumps when the page arrives (Lighthouse counted
 * the footer pushed down as layout shift).
 */
export function TournamentSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} mih="100dvh" role="status" aria-busy aria-label={t('common.loading')}>
      <Stack gap={8} mb="lg">
        <Skeleton h={20} w={90} radius="xl" />
        <Skeleton h={38} w="min(480px, 80%)" radius="sm" my={4} />
        <Skeleton h={20} w={200} radius="sm" />
      </Stack>
      <Skeleton h={38} w="min(560px, 100%)" radius="sm" mb="xl" />
      <Skeleton h={240} radius="lg" />
    </Stack>
  );
}
