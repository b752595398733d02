import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAPTION_POSITIONS, LOOK_LANGUAGES, LOOK_THEMES, type CaptionLook } from './caption-link';
import { LookChoice } from './LookChoice';

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
  return (
    <Card withBorder radius="md" padding="md" mt="lg">
      <Text fw={600} mb="sm">
        {t('pages:ringEditor.captionOptions')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm">
          <LookChoice
            id="caption-theme"
            label={t('pages:ringEditor.captionTheme')}
            value={look.theme}
            options={LOOK_THEMES.map((value) => ({ value, label: t(`pages:ringEditor.themes.${value}`) }))}
            onChange={(theme) => onChange({ ...look, theme })}
          />
          <LookChoice
            id="caption-position"
            label={t('pages:ringEditor.captionPosition')}
            value={look.position}
            options={CAPTION_POSITIONS.map((value) => ({
              value,
              label: t(`pages:ringEditor.positions.${value}`),
            }))}
            onChange={(position) => onChange({ ...look, position })}
          />
          <LookChoice
            id="caption-language"
            label={t('pages:ringEditor.captionLanguage')}
            value={look.lang}
            options={LOOK_LANGUAGES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
            onChange={(lang) => onChange({ ...look, lang })}
          />
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
