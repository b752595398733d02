import { Box, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionLook } from './caption-link';

interface CaptionLookPanelProps {
  look: CaptionLook;
  onChange: (look: CaptionLook) => void;
}

/**
 * The stream caption's options (theme, position, language) with a preview of a frame of the stream: what the caption
 * links of every ring below carry.
 */
export function CaptionLookPanel({ look, onChange }: CaptionLookPanelProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const light = look.theme === 'light';
  const option = (label: string, id: string, control: ReactNode) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {control}
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="md" mt="lg">
      <Text fw={600} mb="sm">
        {t('pages:ringEditor.captionOptions')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm">
          {option(
            t('pages:ringEditor.captionTheme'),
            'caption-theme',
            <SegmentedControl
              aria-labelledby="caption-theme"
              value={look.theme}
              onChange={(theme) => onChange({ ...look, theme: theme as CaptionLook['theme'] })}
              data={(['dark', 'light'] as const).map((value) => ({
                value,
                label: t(`pages:ringEditor.themes.${value}`),
              }))}
            />,
          )}
          {option(
            t('pages:ringEditor.captionPosition'),
            'caption-position',
            <SegmentedControl
              aria-labelledby="caption-position"
              value={look.position}
              onChange={(position) => onChange({ ...look, position: position as CaptionLook['position'] })}
              data={(['top', 'bottom'] as const).map((value) => ({
                value,
                label: t(`pages:ringEditor.positions.${value}`),
              }))}
            />,
          )}
          {option(
            t('pages:ringEditor.captionLanguage'),
            'caption-language',
            <SegmentedControl
              aria-labelledby="caption-language"
              value={look.lang}
              onChange={(lang) => onChange({ ...look, lang: lang as CaptionLook['lang'] })}
              data={(['en', 'ru'] as const).map((value) => ({ value, label: t(`language.names.${value}`) }))}
            />,
          )}
        </Stack>
        <Box
          role="img"
          aria-label={t('pages:ringEditor.preview')}
          w={{ base: '100%', xs: 320 }}
          style={{
            aspectRatio: '16 / 9',
            borderRadius: 8,
            background: 'repeating-linear-gradient(45deg, #5c6b73 0 12px, #66757d 12px 24px)',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: look.position === 'top' ? 'flex-start' : 'flex-end',
            padding: 10,
          }}
        >
          <Group
            justify="space-between"
            wrap="nowrap"
            px="sm"
            py={6}
            style={{
              borderRadius: 6,
              background: light ? 'rgba(255,255,255,0.94)' : 'rgba(15,18,24,0.9)',
              color: light ? '#111' : '#fff',
              fontSize: 12,
              fontWeight: 600,
            }}
          >
            <span>
              <span style={{ color: '#e03131' }}>■</span> Anna K.
            </span>
            <span>3 : 2</span>
            <span>
              Boris L. <span style={{ color: '#1c7ed6' }}>■</span>
            </span>
          </Group>
        </Box>
      </Group>
    </Card>
  );
}
