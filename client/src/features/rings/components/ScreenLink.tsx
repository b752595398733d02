import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { READ_ONLY } from '../../../components/ui/read-only';
import { CopyIcon } from './CopyIcon';

/** A screen's address with a button that copies it whole, for a judge's tablet or a streaming program. */
export function ScreenLink({ to, label, external }: { to: string; label: string; external?: boolean }) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Group gap={2} wrap="nowrap">
      {external ? (
        <Anchor href={to} target="_blank" size="sm">
          {label}
        </Anchor>
      ) : (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
      <CopyButton value={`${window.location.origin}${to}`}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('pages:ringEditor.copied') : t('pages:ringEditor.copy')} withinPortal>
            <ActionIcon
              variant="subtle"
              size="sm"
              color={copied ? 'teal' : 'gray'}
              aria-label={`${t('pages:ringEditor.copy')}: ${label}`}
              {...READ_ONLY}
              onClick={copy}
            >
              <CopyIcon copied={copied} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
