import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../auth/api/session-store';

/** The tab has told the server this person's language already (user id and language), so a page load does not again. */
const TOLD_KEY = 'mail-locale-told';

/**
 * Notification mails are written in the site's language the person uses: while signed in, the server is told the
 * page's language once per tab and again after a switch. A failure is left alone (the next page load tries again).
 * The shell runs this, so the contract and the endpoint client are loaded only when there is something to tell:
 * they would add zod to the home page's initial JavaScript.
 */
export function useMailLocaleSync(): void {
  const user = useSessionUser();
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  const userId = user?._id ?? null;
  useEffect(() => {
    if (!userId) return;
    const told = `${userId}:${locale}`;
    if (window.sessionStorage.getItem(TOLD_KEY) === told) return;
    void Promise.all([import('@hema/shared/contracts/notifications'), import('../../../lib/endpoint-client')])
      .then(([{ notificationsContract }, { callEndpoint }]) =>
        callEndpoint(notificationsContract.setLocale, { body: { locale } }),
      )
      .then(
        () => window.sessionStorage.setItem(TOLD_KEY, told),
        () => undefined,
      );
  }, [userId, locale]);
}
