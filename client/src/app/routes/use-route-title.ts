import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitleOverride } from '../../lib/page-title';
import { useRouteHandles } from './route-state';

/**
 * Sets document.title (spec §1): on pages that name themselves (tournament pages) the page's own title, otherwise
 * the deepest matched route's title; followed by the product name.
 */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const handles = useRouteHandles();
  const ownTitle = usePageTitleOverride();
  const titleKey = handles
    .map((handle) => handle.title)
    .filter((key) => key !== undefined)
    .at(-1);
  const pageNamesItself = handles.some((handle) => handle.ownTitle);
  const product = t('app.name');
  const pageTitle = (pageNamesItself && ownTitle) || (titleKey ? t(titleKey) : null);
  const title = pageTitle ? `${pageTitle} — ${product}` : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
