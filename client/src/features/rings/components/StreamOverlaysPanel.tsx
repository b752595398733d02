import { Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import type { Nomination } from '@hema/shared/contracts/nominations';
import type { Stage } from '@hema/shared/contracts/stages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFightTitles } from '../../../lib/fight-titles';
import { useCategoryStagesQuery } from '../api/areas';
import { DEFAULT_PAGE_SECONDS, overlayPath, type OverlayLook } from './overlay-links';
import { LOOK_LANGUAGES, LOOK_THEMES } from './caption-link';
import { LookChoice } from './LookChoice';
import { ScreenLink } from './ScreenLink';

interface StreamOverlaysPanelProps {
  idString: string;
  nominations: readonly Pick<Nomination, '_id' | 'title'>[];
  look: OverlayLook;
  onChange: (look: OverlayLook) => void;
}

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
const SCALES = [0.75, 1, 1.25, 1.5] as const;
const BRACKETS = new Set<Stage['type']>(['ELIMINATION', 'ELIMINATION_DOUBLE']);
/** Brackets this big get a "top 8" link too (quarter-finals on). */
const TOP = 8;

/**
 * The stream graphics beside the caption (issue 33 §4): their look (theme, position, size, language, the stream's
 * delay) and the links a streaming program takes as browser sources — the ring board here, each ring's "next up"
 * in the rings' list above, and a chosen category's brackets, fighters' paths and pools.
 */
export function StreamOverlaysPanel({ idString, nominations, look, onChange }: StreamOverlaysPanelProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const titles = useFightTitles();
  const [nominationId, setNominationId] = useState<string | null>(nominations[0]?._id ?? null);
  const [fighterOf, setFighterOf] = useState<Record<string, string | null>>({});
  const stages = useCategoryStagesQuery(nominationId);
  const link = (label: string, target: Parameters<typeof overlayPath>[1]) => (
    <ScreenLink key={label} to={overlayPath(idString, target, look)} label={label} external />
  );

  return (
    <Card withBorder radius="md" padding="md" mt="lg">
      <Title order={2} size="h4" mb={4}>
        {t('pages:ringEditor.overlays.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('pages:ringEditor.overlays.hint')}
      </Text>
      <Group align="flex-end" gap="lg" wrap="wrap" mb="md">
        <LookChoice
          id="overlay-theme"
          label={t('pages:ringEditor.captionTheme')}
          value={look.theme}
          options={LOOK_THEMES.map((value) => ({ value, label: t(`pages:ringEditor.themes.${value}`) }))}
          onChange={(theme) => onChange({ ...look, theme })}
        />
        <Select
          w={150}
          label={t('pages:ringEditor.captionPosition')}
          allowDeselect={false}
          value={look.position}
          onChange={(position) =>
            position && onChange({ ...look, position: position as OverlayLook['position'] })
          }
          data={POSITIONS.map((value) => ({
            value,
            label: t(`pages:ringEditor.overlays.positions.${value}`),
          }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          w={120}
          label={t('pages:ringEditor.overlays.size')}
          allowDeselect={false}
          value={String(look.scale)}
          onChange={(scale) => scale && onChange({ ...look, scale: Number(scale) })}
          data={SCALES.map((value) => ({ value: String(value), label: `${Math.round(value * 100)} %` }))}
          comboboxProps={{ withinPortal: true }}
        />
        <LookChoice
          id="overlay-language"
          label={t('pages:ringEditor.captionLanguage')}
          value={look.lang}
          options={LOOK_LANGUAGES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
          onChange={(lang) => onChange({ ...look, lang })}
        />
        <NumberInput
          w={170}
          label={t('pages:ringEditor.overlays.delay')}
          description={t('pages:ringEditor.overlays.delayHint')}
          min={0}
          max={120}
          clampBehavior="strict"
          allowDecimal={false}
          value={look.delay}
          onChange={(delay) => onChange({ ...look, delay: typeof delay === 'number' ? delay : 0 })}
        />
        <NumberInput
          w={170}
          label={t('pages:ringEditor.overlays.page')}
          description={t('pages:ringEditor.overlays.pageHint')}
          min={3}
          max={120}
          clampBehavior="blur"
          allowDecimal={false}
          value={look.page}
          onChange={(page) =>
            onChange({ ...look, page: typeof page === 'number' && page >= 3 ? page : DEFAULT_PAGE_SECONDS })
          }
        />
      </Group>

      <Stack gap="sm">
        <Group gap="md" aria-label={t('pages:ringEditor.overlays.tournamentLinks')}>
          {link(t('pages:ringEditor.overlays.ringBoard'), { kind: 'rings' })}
        </Group>
        <Select
          maw={360}
          label={t('pages:ringEditor.category')}
          placeholder={t('pages:ringEditor.chooseCategory')}
          allowDeselect={false}
          value={nominationId}
          onChange={setNominationId}
          data={nominations.map((n) => ({ value: n._id, label: n.title }))}
          comboboxProps={{ withinPortal: true }}
        />
        {stages.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('pages:ringEditor.noStagesYet')}
          </Text>
        )}
        {stages.data?.items.map((stage) => {
          const stageTitle = titles.stage(stage);
          if (BRACKETS.has(stage.type)) {
            const fighters = fightersOf(stage);
            const fighterId = fighterOf[stage._id] ?? null;
            const columns = stage.pools.filter((p) => p.side !== 2).length;
            return (
              <Stack key={stage._id} gap={6}>
                <Text fw={600} size="sm">
                  {stageTitle}
                </Text>
                <Group gap="md" aria-label={t('pages:ringEditor.overlays.linksOf', { title: stageTitle })}>
                  {link(t('pages:ringEditor.overlays.bracket'), { kind: 'bracket', stageId: stage._id })}
                  {columns > 2 &&
                    link(t('pages:ringEditor.overlays.topBracket', { n: TOP }), {
                      kind: 'bracket',
                      stageId: stage._id,
                      top: TOP,
                    })}
                </Group>
                <Group gap="md" align="flex-end">
                  <Select
                    w={260}
                    label={t('pages:ringEditor.overlays.fighter')}
                    placeholder={t('pages:ringEditor.overlays.chooseFighter')}
                    searchable
                    value={fighterId}
                    onChange={(id) => setFighterOf((known) => ({ ...known, [stage._id]: id }))}
                    data={fighters}
                    nothingFoundMessage={t('pages:ringEditor.overlays.noFighters')}
                    comboboxProps={{ withinPortal: true }}
                  />
                  {fighterId &&
                    link(t('pages:ringEditor.overlays.path'), {
                      kind: 'path',
                      stageId: stage._id,
                      fighterId,
                    })}
                </Group>
              </Stack>
            );
          }
          if (stage.type !== 'POOL' || stage.pools.length === 0) return null;
          return (
            <Stack key={stage._id} gap={6}>
              <Text fw={600} size="sm">
                {stageTitle}
              </Text>
              <Group gap="md" aria-label={t('pages:ringEditor.overlays.linksOf', { title: stageTitle })}>
                {[...stage.pools]
                  .sort((a, b) => a.index - b.index)
                  .map((pool) => link(titles.group(pool.group), { kind: 'pool', poolId: pool._id }))}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Every fighter of a stage (its pools' fighters and the bouts' sides), by name: the fighter picker's options. */
function fightersOf(stage: Stage): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const pool of stage.pools) {
    for (const fighter of pool.fighters) seen.set(fighter._id, fighter.name);
    for (const fight of pool.fights)
      for (const fighter of [fight.fighter1, fight.fighter2])
        if (fighter) seen.set(fighter._id, fighter.name);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
