import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { countryName } from '../../../lib/countries';
import { isReleasedEmail } from '@hema/shared/contracts/users';
import { useManagedUserQuery, type ManagedUserDetails } from '../api/user';
import { AdminUserActions } from './AdminUserActions';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { formatDate } from '../../../lib/format-date';
import { ManagementPage } from '../../../components/management/ManagementPage';

interface UserDetailsPageProps {
  id: string;
  purpose: ReactNode;
  back: { to: string; label: string };
  /** The admin page: role, deletion, restoring and releasing the e-mail. */
  withAdminActions?: boolean;
  /** The form that edits the user, under the details. */
  edit?: (user: ManagedUserDetails) => ReactNode;
}

/** One user's account as organizers and admins see it. */
export function UserDetailsPage({ id, purpose, back, withAdminActions, edit }: UserDetailsPageProps) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const query = useManagedUserQuery(id);
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  const user = query.data;
  const language = i18n.resolvedLanguage;
  // Only admins are sent the account fields (e-mail, licence); organizers see no empty rows for them.
  const account = user.license !== undefined;
  return (
    <ManagementPage title={user.name || user.username || user._id} purpose={purpose} back={back}>
      <DetailsTable
        rows={[
          [t('pages:management.columns.username'), user.username],
          ...(account
            ? [
                [
                  t('pages:management.columns.email'),
                  isReleasedEmail(user.email)
                    ? `${user.email} (${t('pages:management.userActions.emailReleased')})`
                    : user.email,
                ] as [string, ReactNode],
              ]
            : []),
          [t('pages:management.columns.role'), user.role && t(`user.roles.${user.role}`)],
          [
            t('pages:management.columns.state'),
            user.deleted ? t('pages:management.removed') : t('pages:management.active'),
          ],
          [t('pages:management.columns.club'), user.club?.title],
          [
            t('pages:management.columns.place'),
            [user.city, countryName(user.country, i18n.resolvedLanguage ?? 'en')].filter(Boolean).join(', '),
          ],
          ...(account
            ? [
                [
                  t('pages:management.columns.license'),
                  user.license?.from || user.license?.till
                    ? `${formatDate(user.license?.from, language)} – ${formatDate(user.license?.till, language)}`
                    : '',
                ] as [string, ReactNode],
              ]
            : []),
          [t('pages:management.columns.created'), formatDate(user.createdAt, language)],
          [
            t('pages:management.columns.profile'),
            <Anchor key="profile" component={Link} to={`/users/${user.username || user._id}`}>
              {t('pages:management.openProfile')}
            </Anchor>,
          ],
        ]}
      />
      {withAdminActions && (
        <AdminUserActions key={`${user._id}:${user.role}:${user.deleted}:${user.email}`} user={user} />
      )}
      {edit?.(user)}
    </ManagementPage>
  );
}
