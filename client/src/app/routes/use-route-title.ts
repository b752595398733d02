import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/** Sets document.title from the deepest matched route that names one, followed by the product name. */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((key) => key !== undefined)
    .at(-1);
  const product = t('app.name');
  const title = titleKey ? `${t(titleKey)} — ${product}` : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
