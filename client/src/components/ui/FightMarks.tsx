import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';

/** The colours a fighter may wear (spec §3), as the caption overlay paints them too. */
const SWATCHES: Record<FighterColour, string> = {
  red: '#d6283b',
  blue: '#1f5fd1',
  green: '#1f9d55',
  yellow: '#f2c21b',
  black: '#101114',
  white: '#f4f5f7',
};

/** Beyond this many cards of one colour, one card and a count say it in less room. */
const MAX_CARDS_DRAWN = 3;

function Card({ colour }: { colour: 'yellow' | 'red' }) {
  return (
    <Box
      component="span"
      w={8}
      h={11}
      style={{
        display: 'inline-block',
        borderRadius: 2,
        background: SWATCHES[colour],
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)',
      }}
    />
  );
}

function Cards({ colour, count }: { colour: 'yellow' | 'red'; count: number }) {
  if (count <= 0) return null;
  if (count > MAX_CARDS_DRAWN) {
    return (
      <Group gap={2} wrap="nowrap" component="span">
        <Card colour={colour} />
        <Text span size="xs" fw={700}>
          ×{count}
        </Text>
      </Group>
    );
  }
  return Array.from({ length: count }, (_, at) => <Card key={at} colour={colour} />);
}

/** A side's cards as small coloured cards, named for screen readers ("1 yellow card, 1 red card"). */
export function CardMarks({ cards, side }: { cards: FightView['cards']; side: 1 | 2 }) {
  const { t } = useTranslation();
  const yellow = side === 1 ? cards.yellow1 : cards.yellow2;
  const red = side === 1 ? cards.red1 : cards.red2;
  if (yellow <= 0 && red <= 0) return null;
  const label = [
    yellow > 0 ? t('live.yellowCards', { count: yellow }) : null,
    red > 0 ? t('live.redCards', { count: red }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Group
      component="span"
      gap={3}
      wrap="nowrap"
      role="img"
      aria-label={label}
      title={label}
      data-testid={`cards-${side}`}
      data-yellow={yellow}
      data-red={red}
      style={{ display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      <Cards colour="yellow" count={yellow} />
      <Cards colour="red" count={red} />
    </Group>
  );
}

/** "2 double hits"; nothing while there are none. */
export function DoublesMark({ doubles, size = 'xs' }: { doubles: number; size?: string }) {
  const { t } = useTranslation();
  if (doubles <= 0) return null;
  return (
    <Text size={size} c="dimmed" data-testid="fight-doubles" style={{ whiteSpace: 'nowrap' }}>
      {t('live.doubles', { count: doubles })}
    </Text>
  );
}

/** A dot in the fighter's colour, named for screen readers. */
export function ColourMark({ colour }: { colour: FighterColour }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(`live.colours.${colour}`)}
      title={t(`live.colours.${colour}`)}
      data-colour={colour}
      w={12}
      h={12}
      style={{
        display: 'inline-block',
        flexShrink: 0,
        borderRadius: '50%',
        background: SWATCHES[colour],
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}
