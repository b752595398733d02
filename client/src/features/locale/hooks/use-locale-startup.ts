import { startupLocale } from '@hema/shared/ui-rules/zone-rules';
import { useEffect, useRef } from 'react';
import { chosenLanguage, currentLanguage, setLanguage } from '../../../i18n/i18n';
import { activeZoneStore } from '../../../lib/active-zone';
import { notifyError } from '../../../lib/notify-error';
import { useGeoCountryQuery } from '../api/geo-country';
import { useZonesQuery } from '../api/zones';

export interface LocaleViewer {
  isAdmin: boolean;
  zones: readonly string[];
}

/**
 * Spec §4 on start: once the country (GET /geo/country) and the zones (GET /zones?perPage=all) are known, Russia
 * gets Russian and the Russian zone, everyone else English and the current zone, falling back to W. Choices the
 * visitor made in the selector stay (see zone-rules). Runs once per page load.
 */
export function useLocaleStartup(viewer: LocaleViewer | null): void {
  const country = useGeoCountryQuery();
  const zones = useZonesQuery();
  const applied = useRef(false);
  const ready = country.isFetched && (zones.isFetched || zones.isError);

  useEffect(() => {
    if (!ready || applied.current || !country.data) return;
    applied.current = true;
    const result = startupLocale({
      country: country.data,
      zones: zones.data ?? [],
      currentZoneId: activeZoneStore.chosenId(),
      chosenLanguage: chosenLanguage(),
      isAdmin: viewer?.isAdmin,
      userZoneIds: viewer?.zones,
    });
    if (result.zone || zones.data) activeZoneStore.set(result.zone);
    if (result.language !== currentLanguage())
      setLanguage(result.language, { persist: false }).catch(notifyError);
  }, [ready, country.data, zones.data, viewer]);
}
