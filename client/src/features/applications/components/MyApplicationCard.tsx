import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Answer } from '@hema/shared/applications/application-rules';
import { canEditApplication, owesEntryFee } from '@hema/shared/applications/application-rules';
import type { Application } from '@hema/shared/contracts/applications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { translateValidationMessage } from '../../../lib/validation-message';
import { useEditApplication, useWithdrawApplication } from '../api/applications';
import { AnswerFields, answersForInputs } from './AnswerFields';
import { ApplicationState } from './ApplicationState';

interface Props {
  application: Application;
  /** The change is newer than the fighter's last visit. */
  isNew: boolean;
  /** The tournament's form, when known (editing needs it). */
  fields?: Tournament['registrationFields'];
}

/** One application in My applications: state, what happens next, edit while undecided, withdraw. */
export function MyApplicationCard({ application, isNew, fields }: Props) {
  const { t } = useTranslation(['translation', 'pages']);
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const a = application;
  const tournamentPath = `/tournament/${encodeURIComponent(a.tournament.idString)}`;
  const next =
    a.state === 'APPROVED' && a.present ? 'present' : a.state === 'APPROVED' && a.paid ? 'paid' : a.state;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Anchor component={Link} to={tournamentPath} fw={600}>
              {a.tournament.title}
            </Anchor>
            <Text size="sm">{a.nomination.title}</Text>
          </Stack>
          <Group gap={4}>
            {isNew && (
              <Badge color="yellow" variant="filled">
                {t('pages:myApplications.new')}
              </Badge>
            )}
            <ApplicationState application={a} />
            {/* Whether this one is paid, not only when it is: the fighter sees what is still to pay. */}
            {owesEntryFee(a) && (
              <Badge color="gray" variant="outline" data-testid="not-paid">
                {t('pages:myApplications.notPaid')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`pages:myApplications.next.${next}`)}
        </Text>
        {a.state === 'REFUSED' && a.refusalReason && (
          <Text size="sm">
            {t('pages:myApplications.reason')}: {a.refusalReason}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {fields && fields.length > 0 && canEditApplication(a.state) && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('pages:myApplications.edit')}
            </Button>
          )}
          {!fields && canEditApplication(a.state) && (
            // The form lives with its tournament: edit there.
            <Button size="xs" variant="default" component={Link} to={`${tournamentPath}/registration`}>
              {t('pages:myApplications.edit')}
            </Button>
          )}
          <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('pages:myApplications.withdraw')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pages:myApplications.withdraw')}
      >
        <Stack>
          <Text>{t('pages:myApplications.withdrawConfirm', { category: a.nomination.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('pages:myApplications.keep')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(a._id, { onSettled: () => setConfirming(false) })}
            >
              {t('pages:myApplications.withdraw')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing && fields && (
        <EditAnswersModal application={a} fields={fields} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}

function EditAnswersModal({
  application,
  fields,
  onClose,
}: {
  application: Application;
  fields: Tournament['registrationFields'];
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const edit = useEditApplication();
  const [answers, setAnswers] = useState<Answer[]>(() => answersForInputs(fields, application.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () =>
    edit.mutate(
      { id: application._id, answers },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([k, m]) => [k, translateValidationMessage(t, m)]),
              ),
            );
          else notifyError(error);
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('pages:myApplications.edit')}>
      <Stack>
        <AnswerFields
          fields={fields}
          answers={answers}
          errors={errors}
          onChange={(i, answer) => setAnswers((current) => current.map((x, j) => (j === i ? answer : x)))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pages:myApplications.cancel')}
          </Button>
          <Button loading={edit.isPending} onClick={save}>
            {t('pages:myApplications.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
