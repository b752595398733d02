import { Alert, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../lib/format-date';

export interface CalledBannerProps {
  /** When the ring called (ISO): the fight's `view.calledAt`. */
  calledAt: string;
  /** The ring's title; null says "the ring". */
  ring: string | null;
  /** The called fighter's opponent, for the fighter's own banner; null when not known yet. */
  opponent?: string | null;
  /** The signed-in person is the called fighter: "You are called to Ring 2 — against X". Others read "Called to…". */
  self: boolean;
  /** Whose call it is, for a page that follows several fighters (a club, a group); left out on one fighter's page. */
  fighterName?: string | null;
}

/**
 * The ring called a fighter's next fight (the judge's call key): a banner nobody scrolls past, for the fighter and
 * whoever follows them. It is a live region (role="alert"), so a screen reader says it the moment it appears. The
 * pages own the rule of when to show it (shared `calledFight`); this only draws it.
 */
export function CalledBanner({ calledAt, ring, opponent, self, fighterName }: CalledBannerProps) {
  const { t, i18n } = useTranslation();
  const where = ring ?? t('calls.theRing');
  const time = formatTimeOfDay(calledAt, i18n.language);
  const title = self
    ? opponent
      ? t('calls.bannerSelfAgainst', { ring: where, opponent })
      : t('calls.bannerSelf', { ring: where })
    : fighterName
      ? t('calls.bannerFollowerNamed', { name: fighterName, ring: where })
      : t('calls.bannerFollower', { ring: where });
  return (
    <Alert
      color="orange"
      variant="filled"
      radius="lg"
      role="alert"
      icon={<BellIcon />}
      data-testid="called-banner"
      data-called-at={calledAt}
    >
      <Title order={2} fz={{ base: 'lg', sm: 'xl' }} c="white" lh={1.3}>
        {title}
      </Title>
      <Text size="sm" c="white" mt={4}>
        {self ? t('calls.bannerTime', { time }) : t('calls.bannerTimeFollower', { time })}
      </Text>
    </Alert>
  );
}

function BellIcon() {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
