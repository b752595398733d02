import { Alert, Button, EmptyState, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useActiveZone } from '../../../lib/active-zone';
import { useUserProfileQuery } from '../api/user-profile';
import { viewerRights } from '../hooks/viewer';
import { summaryRowsOf, UserSummaryTable } from './UserSummaryTable';
import { WeaponBadge } from './WeaponBadge';

interface UserPopupProps {
  /** The user shown; null keeps the pop-up closed. */
  userId: string | null;
  onClose: () => void;
}

/**
 * The user pop-up of spec §2: name, club, weapon badge, the summary table of the current zone (or "no user
 * data") and the profile / edit user / admin user buttons. Closes by its button or Escape.
 */
export function UserPopup({ userId, onClose }: UserPopupProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const zone = useActiveZone();
  const profile = useUserProfileQuery(userId);
  const rights = useMemo(() => (userId ? viewerRights() : null), [userId]);
  const user = profile.data;
  const hasData = user ? summaryRowsOf(user, zone?._id ?? null).length > 0 : false;

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={narrow && hasData}
      centered
      closeOnEscape
      title={
        user ? (
          <Text fw={700} fz="xl" component="span" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
        ) : (
          t('userPopup.title')
        )
      }
      closeButtonProps={{ 'aria-label': t('userPopup.close') }}
    >
      {profile.isPending && (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={18} w="40%" />
          <Skeleton h={120} />
        </Stack>
      )}
      {profile.isError && (
        <Alert color="red" title={t('errors.loading')}>
          {t('userPopup.loadFailed')}
        </Alert>
      )}
      {user && (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <Text c="dimmed">{user.club?.title ?? t('user.noClub')}</Text>
            <WeaponBadge clusters={user.analytics.clusters} />
          </Group>
          {hasData ? (
            <UserSummaryTable profile={user} zoneId={zone?._id ?? null} />
          ) : (
            <EmptyState
              size="sm"
              title={t('userPopup.noUserData')}
              description={t('userPopup.noUserDataHint')}
              py="lg"
            />
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
        {user && (
          <Button
            component={Link}
            to={`/users/${encodeURIComponent(user.username || user._id)}`}
            variant="filled"
          >
            {t('userPopup.profile')}
          </Button>
        )}
        {user && rights?.canEditUser && (
          <Button component={Link} to={`/organizer/users/${user._id}`} variant="light">
            {t('userPopup.editUser')}
          </Button>
        )}
        {user && rights?.canAdminUser && (
          <Button component={Link} to={`/admin/users/${user._id}`} variant="light" color="grape">
            {t('userPopup.adminUser')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('userPopup.close')}
        </Button>
      </Group>
    </Modal>
  );
}
