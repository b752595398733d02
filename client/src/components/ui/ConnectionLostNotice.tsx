import { Alert, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionLostAt } from '../../lib/live/use-live';

interface ConnectionLostNoticeProps {
  /** Whether to show it; by default while the live connection is lost (the judge console passes its own link's word). */
  show?: boolean;
  /** Pinned to the top of the window, so a spectator scrolled down a long bracket still sees it. */
  floating?: boolean;
  /**
   * Replaces the spec's "check the internet and refresh": the judge console must not advise a reload, which offline
   * shows the browser's error page while its presses wait safely in the outbox.
   */
  text?: ReactNode;
  /** More lines under the text (the judge console: how many key presses wait to be sent). */
  children?: ReactNode;
}

/**
 * The spec's connection-lost notice (§2, §8: check the internet and refresh), the one for every live page: the judge
 * console, tournament, category, follow-a-fighter, predictions and the hall display.
 */
export function ConnectionLostNotice({ show, floating = false, text, children }: ConnectionLostNoticeProps) {
  const { t } = useTranslation();
  const lost = useConnectionLostAt() !== null;
  if (!(show ?? lost)) return null;
  const notice = (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      title={t('live.connectionLost.title')}
      data-testid="connection-lost"
    >
      <Text size="sm">{text ?? t('live.connectionLost.text')}</Text>
      {children}
    </Alert>
  );
  if (!floating) return notice;
  return (
    <Box
      pos="fixed"
      top={8}
      left={8}
      right={8}
      maw={520}
      mx="auto"
      style={{ zIndex: 300, boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {notice}
    </Box>
  );
}
