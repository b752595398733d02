import { Button, Group, Menu, Modal, Stack, Textarea } from '@mantine/core';
import type { ApplicationAction } from '@hema/shared/applications/application-rules';
import type { Application } from '@hema/shared/contracts/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationAction } from '../api/applications';

/** What the organizer may do with an application in its state (the server checks the same rule). */
function actionsFor(a: Application): ApplicationAction[] {
  const list: ApplicationAction[] = [];
  if (a.state !== 'APPROVED') list.push('approve');
  if (a.state === 'WAITING_LIST') list.push('moveFromWaitingList');
  if (a.state === 'APPROVED')
    list.push(a.paid ? 'cancelPaid' : 'setPaid', a.present ? 'cancelPresent' : 'setPresent');
  if (a.state !== 'REFUSED') list.push('refuse');
  return list;
}

/** The row's actions: approve, refuse with a reason, payment and presence marks, off the waiting list. */
export function ApplicationActions({ application }: { application: Application }) {
  const { t } = useTranslation(['translation', 'pages']);
  const act = useApplicationAction();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const run = (action: ApplicationAction) =>
    action === 'refuse' ? setRefusing(true) : act.mutate({ id: application._id, body: { action } });
  const [first, ...rest] = actionsFor(application);
  return (
    <>
      <Group gap={4} wrap="nowrap">
        {first && (
          <Button
            size="compact-sm"
            variant="light"
            loading={act.isPending}
            aria-label={`${t(`pages:applicationActions.${first}`)}: ${application.name}`}
            onClick={() => run(first)}
          >
            {t(`pages:applicationActions.${first}`)}
          </Button>
        )}
        {rest.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`${t('pages:applicationActions.more')}: ${application.name}`}
              >
                ⋯
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {rest.map((action) => (
                <Menu.Item
                  key={action}
                  color={action === 'refuse' ? 'red' : undefined}
                  onClick={() => run(action)}
                >
                  {t(`pages:applicationActions.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Modal
        opened={refusing}
        onClose={() => setRefusing(false)}
        title={t('pages:applicationActions.refuseTitle', { name: application.name })}
      >
        <Stack>
          <Textarea
            label={t('pages:applicationActions.reason')}
            required
            autosize
            minRows={2}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusing(false)}>
              {t('pages:myApplications.cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim() === ''}
              loading={act.isPending}
              onClick={() =>
                act.mutate(
                  { id: application._id, body: { action: 'refuse', reason } },
                  { onSuccess: () => setRefusing(false) },
                )
              }
            >
              {t('pages:applicationActions.refuse')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
