import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { answerErrors, type Answer } from '@hema/shared/applications/application-rules';
import { applySchema } from '@hema/shared/contracts/applications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { usersContract } from '@hema/shared/contracts/users';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useApply } from '../api/applications';
import { AnswerFields, emptyAnswers } from './AnswerFields';

/** The apply body checked against this tournament's form, with the server's rule (shared `answerErrors`). */
export function formSchema(fields: Tournament['registrationFields']) {
  return applySchema.superRefine((value, context) => {
    for (const [path, message] of Object.entries(answerErrors(fields, value.answers as Answer[])))
      context.addIssue({
        code: 'custom',
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
  });
}

type ApplyValues = {
  nominationIds: string[];
  answers: Answer[];
  team: { name: string; memberIds: (string | null)[] };
};

/** A signed-in fighter picks categories and fills the tournament's form (spec §2 registration page). */
export function ApplyForm({ tournament, applied }: { tournament: Tournament; applied: ReadonlySet<string> }) {
  const { t } = useTranslation(['translation', 'pages']);
  const fields = tournament.registrationFields;
  const schema = useMemo(() => formSchema(fields), [fields]);
  const open = tournament.registrationNominations.filter((n) => !applied.has(n._id));
  // A team category among the chosen ones: the captain names the team and its line-up.
  const teamCategories = new Map(open.filter((n) => n.isTeam).map((n) => [n._id, n.teamMembers ?? 3]));
  const slots = Math.max(3, ...teamCategories.values());
  const form = useContractForm(schema, {
    initialValues: {
      nominationIds: [],
      answers: emptyAnswers(fields),
      team: { name: '', memberIds: Array.from({ length: slots }, () => null) },
    } as ApplyValues,
    toInput: ({ team, ...values }) =>
      values.nominationIds.some((id) => teamCategories.has(id))
        ? {
            ...values,
            team: { name: team.name, memberIds: team.memberIds.filter((id): id is string => !!id) },
          }
        : values,
  });
  const apply = useApply(tournament._id);
  const asCaptain = form.values.nominationIds.some((id) => teamCategories.has(id));
  const memberIds = form.values.team.memberIds;

  async function submit(body: z.output<typeof schema>) {
    try {
      await apply.mutateAsync(body);
      notifications.show({ color: 'green', message: t('pages:apply.sent') });
      form.form.reset();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        form.setServerErrors(error.fieldErrors);
      else notifyError(error);
    }
  }

  if (open.length === 0) return <Text c="dimmed">{t('pages:apply.allApplied')}</Text>;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => void submit(body))}
      aria-label={t('pages:apply.title')}
    >
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light">
            {form.formError}
          </Alert>
        )}
        <Checkbox.Group label={t('pages:apply.categories')} required {...form.inputProps('nominationIds')}>
          <Stack gap={6} mt={6}>
            {open.map((n) => (
              <Checkbox
                key={n._id}
                value={n._id}
                label={n.title}
                description={[
                  // A full category says what applying now means, not only its limit.
                  n.full
                    ? t('pages:apply.full')
                    : n.fighterLimit
                      ? t('pages:apply.limit', { count: n.fighterLimit })
                      : '',
                  n.registrationNote,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {asCaptain && (
          <Stack gap="xs" data-testid="apply-team">
            <Text fw={600}>{t('pages:teams.applyTeam')}</Text>
            <Text size="sm" c="dimmed">
              {t('pages:teams.applyTeamHint')}
            </Text>
            <TextInput label={t('pages:teams.name')} required {...form.inputProps('team.name')} />
            {memberIds.map((id, index) => (
              <AsyncSelect
                key={index}
                endpoint={usersContract.list}
                searchField="name"
                label={t('pages:teams.fencer', { n: index + 1 })}
                placeholder={t('pages:fighters.userPlaceholder')}
                required
                clearable
                value={id}
                onChange={(value) =>
                  form.form.setFieldValue(
                    'team.memberIds',
                    memberIds.map((old, i) => (i === index ? value : old)),
                  )
                }
              />
            ))}
          </Stack>
        )}
        <AnswerFields
          fields={fields}
          answers={form.values.answers}
          errors={form.form.errors}
          onChange={(i, answer) => form.form.setFieldValue(`answers.${i}`, answer as never)}
        />
        <Group>
          <Button type="submit" loading={apply.isPending}>
            {t('pages:apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
