import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNominationWarnings, useUpdateNomination } from '../../../features/categories/api/nominations';
import { CompetitionWarnings } from '../../../features/categories/components/CompetitionWarnings';
import { NominationForm } from '../../../features/categories/components/NominationForm';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/**
 * The category's settings and fight rules as one form (spec §3 label fields); fights not started yet take the new
 * rules. The server's warnings about the category (its stages, a changed hit points rule) show above the form.
 */
export default function OrganizerNominationSettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  const update = useUpdateNomination(nomination._id);
  const stageWarnings = useNominationWarnings(nomination._id).data ?? [];
  const [saveWarnings, setSaveWarnings] = useState<string[]>([]);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.nominationSettings')}</Text>
      <CompetitionWarnings warnings={[...stageWarnings, ...saveWarnings]} />
      <NominationForm
        key={nomination._id}
        nomination={nomination}
        submitLabel={t('pages:categoryForm.save')}
        pending={update.isPending}
        onSubmit={async (body) => {
          const saved = await update.mutateAsync(body);
          setSaveWarnings(saved.warnings);
          notifications.show({ color: 'green', message: t('pages:categoryForm.saved') });
        }}
      />
    </Stack>
  );
}
