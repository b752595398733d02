import { Divider, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JUDGE_KEYS, type JudgeAction } from '../key-map';
import { KeyButton } from './KeyButton';

interface ActionBarProps {
  onAction: (action: JudgeAction) => void;
}

/** Ending and correcting a fight: finish three ways, technical defeat, restart, cancel, fix results. */
export function ActionBar({ onAction }: ActionBarProps) {
  const { t } = useTranslation();
  const k = JUDGE_KEYS;
  return (
    <Paper radius="lg" bg="dark.7" p="md" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
      <Group gap="sm" wrap="wrap" align="center">
        <Text c="gray.4" fw={600} size="sm" mr={4}>
          {t('judge.finish')}
        </Text>
        <KeyButton
          color="blue"
          keyLabel={k.finishVictory.label}
          onPress={() => onAction(k.finishVictory.action)}
        >
          {t('judge.finishReasons.victory')}
        </KeyButton>
        <KeyButton
          color="blue"
          keyLabel={k.finishOverTime.label}
          onPress={() => onAction(k.finishOverTime.action)}
        >
          {t('judge.finishReasons.overTime')}
        </KeyButton>
        <KeyButton
          color="blue"
          keyLabel={k.finishByPoints.label}
          onPress={() => onAction(k.finishByPoints.action)}
        >
          {t('judge.finishReasons.byPoints')}
        </KeyButton>
        <Divider orientation="vertical" color="dark.4" />
        <KeyButton
          color="red"
          variant="light"
          keyLabel={k.technicalDefeat.label}
          onPress={() => onAction(k.technicalDefeat.action)}
        >
          {t('judge.technicalDefeat')}
        </KeyButton>
        <KeyButton variant="default" keyLabel={k.restart.label} onPress={() => onAction(k.restart.action)}>
          {t('judge.restart')}
        </KeyButton>
        <KeyButton variant="default" keyLabel={k.cancel.label} onPress={() => onAction(k.cancel.action)}>
          {t('judge.cancel')}
        </KeyButton>
        <KeyButton
          variant="default"
          keyLabel={k.fixResult.label}
          onPress={() => onAction(k.fixResult.action)}
        >
          {t('judge.fixResult')}
        </KeyButton>
      </Group>
    </Paper>
  );
}
