import { Select } from '@mantine/core';
import { tournamentZonesFor } from '@hema/shared/ui-rules/zone-rules';
import { useMemo } from 'react';
import { useZonesQuery } from '../api/zones';

/** Who chooses: the session user's admin flag, profile country and assigned zones (the server judges by the same). */
export interface ZoneChooser {
  isAdmin: boolean;
  country: string | null;
  zones: readonly string[];
}

interface TournamentZoneSelectProps {
  label: string;
  description?: string;
  placeholder?: string;
  chooser: ZoneChooser | null;
  value: string | null;
  onChange: (zoneId: string | null) => void;
  error?: string | null;
  /** The zone the tournament has now: offered even when the chooser could not pick it (an admin set it). */
  currentZoneId?: string | null;
  clearable?: boolean;
  disabled?: boolean;
}

/**
 * The zone of a tournament (spec §1 zones own tournaments; §6 which zones a user may use): the zones this user may
 * give a tournament, by title, plus the one it has now.
 */
export function TournamentZoneSelect({
  chooser,
  currentZoneId,
  value,
  onChange,
  error,
  clearable,
  ...labels
}: TournamentZoneSelectProps) {
  const zones = useZonesQuery().data;
  const data = useMemo(() => {
    const all = zones ?? [];
    const usable = tournamentZonesFor(all, {
      country: chooser?.country ?? '',
      isAdmin: chooser?.isAdmin ?? false,
      userZoneIds: chooser?.zones ?? [],
    });
    const current = all.find((zone) => zone._id === currentZoneId);
    const offered = current && !usable.includes(current) ? [...usable, current] : usable;
    return offered.map((zone) => ({ value: zone._id, label: zone.title }));
  }, [zones, chooser, currentZoneId]);
  return (
    <Select
      {...labels}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? undefined}
      clearable={clearable}
      searchable
      allowDeselect={clearable ?? false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
