import { Badge, Button, Group, Text } from '@mantine/core';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../auth/api/session-store';
import { notifyError } from '../../../lib/notify-error';
import { usePredict, useTournamentPredictionsQuery, type MyPrediction } from '../api/predictions';

interface PredictFightProps {
  tournamentId: string;
  fightId: string;
  fighter1: { name: string } | null;
  fighter2: { name: string } | null;
  /** The fight's live status: a fight that starts locks here at once, before any refetch. */
  status: FightStatus;
  isBye?: boolean;
}

const OUTCOME_COLOURS: Record<MyPrediction['outcome'], string> = {
  open: 'indigo',
  locked: 'gray',
  correct: 'green',
  wrong: 'red',
  void: 'gray',
};

/** The caller's pick on a fight, once it can no longer change: locked, right (with points), wrong or void. */
export function PredictionBadge({ prediction, name }: { prediction: MyPrediction; name: string }) {
  const { t } = useTranslation();
  const text =
    prediction.outcome === 'correct'
      ? t('predict.outcome.correct', { count: prediction.points })
      : t(`predict.outcome.${prediction.outcome}`, { name });
  return (
    <Badge
      variant="light"
      color={OUTCOME_COLOURS[prediction.outcome]}
      data-testid="prediction-outcome"
      data-outcome={prediction.outcome}
      style={{ textTransform: 'none' }}
    >
      {text}
    </Badge>
  );
}

/**
 * "Who wins?": a signed-in user names the winner of a fight that has not started, and may change the pick until it
 * starts; afterwards the pick shows how it went. Anonymous visitors see nothing here (the page offers one "Sign in
 * to start predicting" link instead of one per fight).
 */
export function PredictFight({
  tournamentId,
  fightId,
  fighter1,
  fighter2,
  status,
  isBye,
}: PredictFightProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const predictions = useTournamentPredictionsQuery(user ? tournamentId : '');
  const predict = usePredict();
  if (!user || !predictions.data) return null;
  const mine = predictions.data.mine.find((p) => p.fightId === fightId);
  const votes = predictions.data.votes.find((v) => v.fightId === fightId);
  const open = status === 'scheduled' && !isBye && !!fighter1 && !!fighter2;
  if (!open) {
    if (!mine) return null;
    // The fight started after the last fetch: the pick is locked whatever the cached outcome says.
    const shown = mine.outcome === 'open' ? { ...mine, outcome: 'locked' as const } : mine;
    return (
      <PredictionBadge
        prediction={shown}
        name={(mine.winner === 1 ? fighter1?.name : fighter2?.name) ?? ''}
      />
    );
  }
  const pick = predict.isPending ? predict.variables?.winner : mine?.winner;
  const choice = (side: 1 | 2) => {
    const name = (side === 1 ? fighter1 : fighter2)?.name ?? '';
    const count = side === 1 ? (votes?.votes1 ?? 0) : (votes?.votes2 ?? 0);
    return (
      <Button
        size="compact-sm"
        variant={pick === side ? 'filled' : 'default'}
        color="indigo"
        aria-pressed={pick === side}
        // The name starts with what the button shows, count included (WCAG 2.5.3: a voice user says what they see).
        aria-label={count > 0 ? t('predict.pickAriaVotes', { name, count }) : t('predict.pickAria', { name })}
        onClick={() => predict.mutate({ fightId, winner: side }, { onError: notifyError })}
        maw={{ base: 150, sm: 220 }}
        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        rightSection={
          count > 0 ? (
            // The space (collapsed on screen) makes the button's text "name 3", not "name3", as its label says.
            <Text span size="xs" c={pick === side ? 'white' : 'dimmed'}>
              {' '}
              {count}
            </Text>
          ) : undefined
        }
      >
        {name}
      </Button>
    );
  };
  return (
    <Group gap={6} wrap="wrap" data-testid="predict-fight" data-fight-id={fightId}>
      <Text size="xs" c="dimmed" fw={600}>
        {mine ? t('predict.yourPick') : t('predict.whoWins')}
      </Text>
      {choice(1)}
      {choice(2)}
      {mine && (
        <Text size="xs" c="dimmed">
          {t('predict.potential', { count: mine.potentialPoints })}
        </Text>
      )}
    </Group>
  );
}
