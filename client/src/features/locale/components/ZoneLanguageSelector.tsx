import { showZoneSelector } from '@hema/shared/ui-rules/zone-rules';
import { lazy, Suspense } from 'react';
import { useGeoCountryQuery } from '../api/geo-country';
import type { LocaleViewer } from '../hooks/use-locale-startup';

const ZoneLanguageMenu = lazy(() => import('./ZoneLanguageMenu'));

export interface ZoneLanguageSelectorProps {
  viewer: LocaleViewer | null;
  /** Full width, for the mobile navigation drawer. */
  fullWidth?: boolean;
  /** Called after a choice (the drawer closes). */
  onChosen?: () => void;
}

/**
 * Spec §6: the zone and language selector shows when the detected country is Russia or one of the listed
 * countries, or the user is an admin. Everyone else never downloads its code.
 */
export function ZoneLanguageSelector(props: ZoneLanguageSelectorProps) {
  const country = useGeoCountryQuery().data;
  if (!country || !showZoneSelector({ country, isAdmin: props.viewer?.isAdmin ?? false })) return null;
  return (
    <Suspense fallback={null}>
      <ZoneLanguageMenu {...props} country={country} />
    </Suspense>
  );
}
