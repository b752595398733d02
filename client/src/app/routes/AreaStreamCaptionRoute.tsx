import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageLoader } from '../../components/ui/PageLoader';

/**
 * `/tournament/{id}/area-stream-caption/{idArea}` is the caption overlay, a separate app the server serves at this
 * address (architecture.md §9). A link followed inside the single-page app lands here and loads the overlay for real.
 * When the single-page app itself was served at this address, the overlay is not installed: say so instead of
 * reloading forever.
 */
export default function AreaStreamCaptionRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { pathname, search } = useLocation();
  const [servedHere] = useState(() => ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0);

  useEffect(() => {
    if (!servedHere) window.location.replace(`${pathname}${search}`);
  }, [servedHere, pathname, search]);

  if (!servedHere) return <PageLoader />;
  return (
    <EmptyPanel
      icon="alert"
      title={t('pages:caption.unavailableTitle')}
      description={t('pages:caption.unavailableText')}
    />
  );
}
