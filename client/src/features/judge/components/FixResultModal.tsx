import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIGHT_RESULTS, type FightResult } from '@hema/shared/domain-types';
import { contradictsScore, hasWinner, resultByScore } from '@hema/shared/fight/fight-result';
import { fixResultRefusal } from '@hema/shared/fight/refusal-rules';
import type { FightState } from '@hema/shared/realtime/protocol';
import { FIGHT_LIMITS } from '@hema/shared/schemas/bounds';
import type { ConsoleEvent } from '../judge-commands';

type FixedResult = Exclude<FightResult, 'NONE'>;
const RESULTS = FIGHT_RESULTS.filter((r): r is FixedResult => r !== 'NONE');

interface FixResultModalProps {
  fight: FightState | null;
  opened: boolean;
  onSubmit: (event: ConsoleEvent) => void;
  onClose: () => void;
}

function FixResultForm({
  fight,
  onSubmit,
  onClose,
}: { fight: FightState } & Omit<FixResultModalProps, 'fight' | 'opened'>) {
  const { t } = useTranslation();
  const { view } = fight;
  const [score1, setScore1] = useState<number>(view.score1);
  const [score2, setScore2] = useState<number>(view.score2);
  const [result, setResult] = useState<FixedResult>(
    view.result === 'NONE' ? (view.score1 >= view.score2 ? 'F1_WIN' : 'F2_WIN') : view.result,
  );
  const [override, setOverride] = useState(false);
  // New scores bring the result they give (the shared rule the fight applies on FINISH): a corrected score must not
  // leave the old winner standing. The judge may still pick another result afterwards (then asked to confirm).
  const setScores = (next1: number, next2: number) => {
    setScore1(next1);
    setScore2(next2);
    if (next1 === score1 && next2 === score2) return;
    const byScore = resultByScore(next1, next2);
    if (byScore === 'NONE') return;
    // A bracket bout keeps a winner: at a level score the judge's chosen winner stays.
    if (view.winnerRequired && !hasWinner(byScore)) return;
    setResult(byScore);
    setOverride(false);
  };
  const name1 = fight.fighter1?.name || t('judge.left');
  const name2 = fight.fighter2?.name || t('judge.right');
  const resultLabel = (r: FixedResult) => t(`live.result.${r}`, { fighter1: name1, fighter2: name2 });
  // A bracket bout cannot be fixed to a draw: only the two wins are offered.
  const offered = view.winnerRequired ? RESULTS.filter(hasWinner) : RESULTS;
  const contradiction = contradictsScore(result, score1, score2);
  const fix = { score1, score2, result, ...(contradiction && override ? { override: true } : {}) };
  // The same rule the fight applies, before sending: what it would refuse cannot be saved.
  const refusal = fixResultRefusal(view, fix);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (refusal) return;
        onSubmit({ type: 'FIX_RESULT', ...fix });
        onClose();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('judge.fix.hint')}
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label={name1}
            min={0}
            max={FIGHT_LIMITS.score}
            allowDecimal={false}
            allowNegative={false}
            value={score1}
            onChange={(v) => setScores(typeof v === 'number' ? Math.min(v, FIGHT_LIMITS.score) : 0, score2)}
            data-autofocus
          />
          <NumberInput
            label={name2}
            min={0}
            max={FIGHT_LIMITS.score}
            allowDecimal={false}
            allowNegative={false}
            value={score2}
            onChange={(v) => setScores(score1, typeof v === 'number' ? Math.min(v, FIGHT_LIMITS.score) : 0)}
          />
        </Group>
        <Select
          label={t('judge.fix.result')}
          description={view.winnerRequired ? t('judge.fix.winnerRequired') : undefined}
          data={offered.map((r) => ({ value: r, label: resultLabel(r) }))}
          value={result}
          onChange={(v) => v && setResult(v as FixedResult)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {contradiction && (
          <Alert
            color="orange"
            variant="light"
            title={t('judge.fix.contradiction')}
            data-testid="fix-contradiction"
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('judge.fix.contradictionText', {
                  winner: result === 'F1_WIN' ? name1 : name2,
                  score: `${score1}:${score2}`,
                })}
              </Text>
              <Checkbox
                label={t('judge.fix.override')}
                checked={override}
                onChange={(event) => setOverride(event.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        {refusal === 'fight/result-unchanged' && (
          <Text size="sm" c="dimmed">
            {t('fight.refusals.fight/result-unchanged')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('judge.confirm.back')}
          </Button>
          <Button type="submit" disabled={refusal !== null}>
            {t('judge.fix.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Fix results (spec §4): the organizer's correction of a finished fight, a new event in the fight's log. */
export function FixResultModal({ fight, opened, onSubmit, onClose }: FixResultModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened && fight !== null} onClose={onClose} title={t('judge.fixResult')} centered>
      {fight && <FixResultForm key={fight.fightId} fight={fight} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}
