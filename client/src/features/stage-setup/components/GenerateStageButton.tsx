import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../stages/api/nomination-stages';
import { useGenerateStage } from '../api/stages';

/** Fights count as started once anything happened to them; byes are never fought (as the server counts). */
export const stageStarted = (stage: Stage) =>
  stage.pools.some((pool) => pool.fights.some((f) => !f.isBye && f.status !== 'scheduled'));

interface GenerateStageButtonProps {
  stage: Stage;
  title: string;
  /** The warnings of the build (spec §8), shown by the page. */
  onBuilt: (warnings: string[]) => void;
}

/**
 * "Generate" builds the stage's pools and fights. Building again replaces them, so it asks first; once a fight
 * started the button says why it cannot (the server refuses it too).
 */
export function GenerateStageButton({ stage, title, onBuilt }: GenerateStageButtonProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const generate = useGenerateStage();
  const [confirming, setConfirming] = useState(false);
  const built = stage.pools.length > 0;
  const run = () =>
    generate.mutate(stage._id, {
      onSuccess: ({ stage: result, warnings }) => {
        setConfirming(false);
        onBuilt(warnings);
        const fights = result.pools.reduce((sum, p) => sum + p.fights.filter((f) => !f.isBye).length, 0);
        notifications.show({
          color: 'green',
          message: t('pages:stageForm.generated', { title, pools: result.pools.length, fights }),
        });
      },
      onError: () => setConfirming(false),
    });

  if (built && stageStarted(stage))
    return (
      <Text size="xs" c="dimmed" maw={160}>
        {t('pages:stageForm.startedNote')}
      </Text>
    );
  return (
    <>
      <Button
        size="compact-sm"
        loading={generate.isPending && !confirming}
        onClick={() => (built ? setConfirming(true) : run())}
      >
        {built ? t('pages:stageForm.regenerate') : t('pages:stageForm.generate')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pages:stageForm.regenerateTitle', { title })}
        centered
        size="sm"
      >
        <Text>{t('pages:stageForm.regenerateText')}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('pages:stageForm.cancel')}
          </Button>
          <Button loading={generate.isPending} onClick={run} data-autofocus>
            {t('pages:stageForm.regenerate')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
