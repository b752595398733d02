import { Loader, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useZones, type Zone } from '../api/zones';

interface ZoneListProps {
  /** The active zone's id. */
  activeId?: string | null;
  /** Which zones are offered (spec §6: Russian zones only to those allowed); all by default. */
  allow?: (zone: Zone) => boolean;
  onSelect: (zone: Zone) => void;
}

/** The zones to choose from, e.g. inside the zone and language selector. */
export function ZoneList({ activeId, allow, onSelect }: ZoneListProps) {
  const { t } = useTranslation();
  const zones = useZones();
  if (zones.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  const offered = (zones.data ?? []).filter((zone) => !allow || allow(zone));
  if (offered.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('zones.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {offered.map((zone) => (
        <NavLink
          key={zone._id}
          component="button"
          label={zone.title}
          description={zone.description ?? undefined}
          active={zone._id === activeId}
          onClick={() => onSelect(zone)}
        />
      ))}
    </Stack>
  );
}
