import { Button, Group, TextInput } from '@mantine/core';
import { FOLLOW_LIMITS } from '@hema/shared/contracts/following';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGroup } from '../api/following';
import { groupNameError } from './group-name-error';

/** A new named group of fighters (a coach's students). */
export function CreateGroupForm() {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) return setError(t('following.nameRequired'));
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        setError(null);
      },
      onError: (e) => setError(groupNameError(e, t)),
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t('following.newGroup')}
          placeholder={t('following.newGroupPlaceholder')}
          value={name}
          maxLength={FOLLOW_LIMITS.groupName}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('following.create')}
        </Button>
      </Group>
    </form>
  );
}
