import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { holdsLicense, type Role } from '@hema/shared/auth/roles';
import { usersContract } from '@hema/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';
import { useAdminUpdateUser } from '../api/user-admin';
import { dayOf, daysAfter, licenseEnd, licenseStart } from '../../../lib/licence-dates';

export interface LicenseHolder {
  _id: string;
  name: string;
  role?: Role;
  license?: { from: string | null; till: string | null };
}

interface LicenseModalProps {
  /** The organizer whose licence changes; null: the admin picks the user first (granting a new licence). */
  user: LicenseHolder | null;
  opened: boolean;
  onClose: () => void;
}

const ORGANIZER_ROLES = ['ORGANIZER_TRIAL', 'ORGANIZER'] as const satisfies readonly Role[];
const EXTENSIONS = [7, 30, 365] as const;

/**
 * Grant, extend or revoke an organizer's licence (spec §2 /admin/licenses, §3 Organizer license): the role (trial or
 * full organizer) and the licence's first and last day. Revoking ends the licence now; the role stays, so the
 * person sees the "licence expired" notice instead of losing their tournaments.
 */
export function LicenseModal({ user, opened, onClose }: LicenseModalProps) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('pages:admin.license.title')} centered size="lg">
      {opened && <LicenseEditor key={user?._id ?? 'new'} user={user} onDone={onClose} />}
    </Modal>
  );
}

function LicenseEditor({ user: given, onDone }: { user: LicenseHolder | null; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'pages']);
  const [picked, setPicked] = useState<LicenseHolder | null>(null);
  const user = given ?? picked;
  const today = new Date();
  const [role, setRole] = useState<Role>(
    user?.role === 'ORGANIZER' || user?.role === 'ORGANIZER_TRIAL' ? user.role : 'ORGANIZER',
  );
  const [from, setFrom] = useState<string | null>(dayOf(user?.license?.from) ?? daysAfter(today, 0));
  const [till, setTill] = useState<string | null>(dayOf(user?.license?.till) ?? daysAfter(today, 365));
  const update = useAdminUpdateUser(user?._id ?? '');
  const active = !!user?.license && holdsLicense(user.license, today);
  const done = (message: string) => () => {
    notifications.show({ color: 'green', message });
    onDone();
  };
  const extend = (days: number) => {
    // Extending counts from the licence's end while it runs, else from today.
    const base = till && till >= daysAfter(today, 0) ? new Date(`${till}T00:00:00Z`) : today;
    setTill(daysAfter(base, days));
  };
  return (
    <Stack gap="md">
      {!given && (
        <AsyncSelect
          endpoint={usersContract.list}
          searchField="name"
          label={t('pages:admin.license.user')}
          placeholder={t('pages:management.placeholders.name')}
          value={picked?._id ?? null}
          onChange={(id, option) => setPicked(id && option ? { _id: id, name: option.title } : null)}
          required
        />
      )}
      {given && (
        <Text fw={600}>
          {given.name} · {active ? t('pages:admin.license.active') : t('pages:admin.license.inactive')}
        </Text>
      )}
      <SegmentedControl
        value={role}
        onChange={(value) => setRole(value as Role)}
        data={ORGANIZER_ROLES.map((value) => ({ value, label: t(`user.roles.${value}`) }))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DatePickerField label={t('pages:admin.license.from')} value={from} onChange={setFrom} required />
        <DatePickerField
          label={t('pages:admin.license.till')}
          value={till}
          onChange={setTill}
          min={from}
          required
        />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('pages:admin.license.extendBy')}
        </Text>
        {EXTENSIONS.map((days) => (
          <Button key={days} size="compact-sm" variant="light" onClick={() => extend(days)}>
            {t(`pages:admin.license.extend.${days}`)}
          </Button>
        ))}
      </Group>
      {till && from && till < from && (
        <Alert color="red" variant="light">
          {t('pages:admin.license.endBeforeStart')}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        {given && active ? (
          <Button
            variant="light"
            color="red"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { licenseTill: new Date().toISOString() },
                { onSuccess: done(t('pages:admin.license.revoked')) },
              )
            }
          >
            {t('pages:admin.license.revoke')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          disabled={!user || !from || !till || till < from}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { role, licenseFrom: licenseStart(from), licenseTill: licenseEnd(till) },
              { onSuccess: done(t('pages:admin.license.saved')) },
            )
          }
        >
          {active ? t('pages:admin.license.save') : t('pages:admin.license.grant')}
        </Button>
      </Group>
    </Stack>
  );
}
