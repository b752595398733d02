import { Button, Menu, ScrollArea, Text } from '@mantine/core';
import { offeredZones } from '@hema/shared/ui-rules/zone-rules';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage, type Language } from '../../../i18n/i18n';
import { activeZoneStore, useActiveZone } from '../../../lib/active-zone';
import { notifyError } from '../../../lib/notify-error';
import { useZonesQuery } from '../api/zones';
import type { ZoneLanguageSelectorProps } from './ZoneLanguageSelector';

interface ZoneLanguageMenuProps extends ZoneLanguageSelectorProps {
  country: string;
}

const Check = ({ on }: { on: boolean }) => (
  <Text component="span" w={16} c="indigo.7" fw={700} aria-hidden>
    {on ? '✓' : ''}
  </Text>
);

/** About eight zones, or less on a short screen, before the list scrolls. */
const ZONE_LIST_HEIGHT = 'min(296px, 40vh)';

/**
 * The selector's popover (spec §2 §9): 300 wide, opens on click or hover, closes on mouse leave or a click on one
 * of its links. Russian zones only for those allowed (spec §6).
 */
export default function ZoneLanguageMenu({ viewer, fullWidth, onChosen, country }: ZoneLanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const zones = useZonesQuery().data ?? [];
  const activeZone = useActiveZone();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const isAdmin = viewer?.isAdmin ?? false;

  const offered = offeredZones(zones, { country, isAdmin, userZoneIds: viewer?.zones });

  return (
    <Menu
      trigger="click-hover"
      width={300}
      position="bottom-end"
      openDelay={50}
      closeDelay={150}
      closeOnItemClick
      withinPortal
    >
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          radius="xl"
          fullWidth={fullWidth}
          // The name ends with what the button shows (WCAG 2.5.3); the space between the two (not drawn between
          // flex items) keeps them two words, as the name has them.
          aria-label={t('zone.selectorLabelOf', {
            zone: activeZone?.title ?? t('zone.none'),
            language: t(`language.short.${language}`),
          })}
          rightSection={<span aria-hidden>▾</span>}
        >
          <Text component="span" size="sm" fw={600} truncate="end" maw={fullWidth ? undefined : 140}>
            {activeZone?.title ?? t('zone.none')}
          </Text>{' '}
          <Text component="span" size="sm" c="dimmed" ml={6}>
            {t(`language.short.${language}`)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('zone.zones')}</Menu.Label>
        {offered.length === 0 && <Menu.Item disabled>{t('zone.noZones')}</Menu.Item>}
        {/* A platform with many zones (an admin is offered all) scrolls them inside the menu: the languages below
            stay on screen, and reaching them does not scroll the page out from under the open menu. */}
        <ScrollArea.Autosize mah={ZONE_LIST_HEIGHT} type="auto" offsetScrollbars>
          {offered.map((zone) => (
            <Menu.Item
              key={zone._id}
              leftSection={<Check on={zone._id === activeZone?._id} />}
              onClick={() => {
                activeZoneStore.set(zone, { persist: true });
                onChosen?.();
              }}
            >
              {zone.title}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            leftSection={<Check on={option === language} />}
            onClick={() => {
              setLanguage(option).catch(notifyError);
              onChosen?.();
            }}
          >
            {t(`language.names.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
