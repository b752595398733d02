import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { weaponsContract, weaponTypesContract, zonesContract } from '@hema/shared/contracts/catalog';
import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { useSaveCatalogItem, type CatalogResource } from '../api/catalog';
import { useNameDuplicates } from '../../../components/forms/use-name-duplicates';
import { DuplicateWarning } from '../../../components/forms/DuplicateWarning';

type Zone = ParsedResponseOf<typeof zonesContract.get>;
type Weapon = ParsedResponseOf<typeof weaponsContract.get>;

/** The records these forms edit; a new record when absent. */
export type CatalogFormItem = Partial<Zone> & Partial<Omit<Weapon, 'type'>> & { type?: Weapon['type'] };

interface CatalogFormProps {
  resource: Exclude<CatalogResource, 'clubs'>;
  item?: CatalogFormItem;
  onSaved?: (saved: { _id: string }) => void;
}

/** The create body of each resource: the form validates what the server validates. */
const SCHEMAS = {
  zones: zonesContract.create.body!,
  weapons: weaponsContract.create.body!,
  'weapon-types': weaponTypesContract.create.body!,
} as const satisfies Record<CatalogFormProps['resource'], z.ZodType>;

/**
 * Creating and editing a zone (slug, title, description, isInRussia), a weapon (title, weapon type) or a weapon type
 * (title) — spec §2 admin catalogs, §3 Zone. A title that exists already is warned about (spec §5).
 */
export function CatalogForm({ resource, item, onSaved }: CatalogFormProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const save = useSaveCatalogItem(resource, item?._id);
  const form = useContractForm(SCHEMAS[resource] as z.ZodType, {
    initialValues: {
      title: item?.title ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
      isInRussia: item?.isInRussia ?? false,
      weaponTypeId: item?.type?._id ?? null,
    },
    toInput: ({ title, slug, description, isInRussia, weaponTypeId }) => {
      if (resource === 'zones') return { title, slug, description, isInRussia };
      if (resource === 'weapons') return { title, weaponTypeId };
      return { title };
    },
  });
  const list = { zones: zonesContract, weapons: weaponsContract, 'weapon-types': weaponTypesContract }[
    resource
  ].list;
  const duplicates = useNameDuplicates(
    list,
    'title',
    form.values.title.trim() === item?.title ? '' : form.values.title,
  ).filter((title) => title !== item?.title);
  const onError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
      form.setServerErrors(error.fieldErrors);
    else if (error instanceof ApiError && error.code === 'catalog/duplicate')
      form.setServerErrors({
        [resource === 'zones' ? 'slug' : 'title']: error.serverMessage ?? error.message,
      });
    else notifyError(error);
  };
  const typeError = form.inputProps('weaponTypeId').error;
  return (
    <form
      noValidate
      aria-label={item ? t('pages:admin.catalog.edit') : t(`pages:admin.catalog.add.${resource}`)}
      onSubmit={form.onSubmit((body) =>
        save.mutate(body as Record<string, unknown>, {
          onSuccess: (saved) => {
            notifications.show({ color: 'green', message: t('pages:people.saved') });
            onSaved?.(saved);
          },
          onError,
        }),
      )}
    >
      <Stack gap="md">
        {item && (
          <Title order={3} fz="lg">
            {t('pages:admin.catalog.edit')}
          </Title>
        )}
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput label={t('pages:management.columns.title')} withAsterisk {...form.inputProps('title')} />
        <DuplicateWarning text={t('pages:admin.catalog.sameTitle')} names={duplicates} />
        {resource === 'zones' && (
          <>
            <TextInput
              label={t('pages:management.columns.slug')}
              description={t('pages:admin.catalog.slugText')}
              withAsterisk
              {...form.inputProps('slug')}
            />
            <Textarea
              label={t('pages:management.columns.description')}
              autosize
              minRows={2}
              {...form.inputProps('description')}
            />
            <Checkbox
              label={t('pages:management.columns.inRussia')}
              checked={form.values.isInRussia}
              onChange={(event) => form.form.setFieldValue('isInRussia', event.currentTarget.checked)}
            />
          </>
        )}
        {resource === 'weapons' && (
          <AsyncSelect
            endpoint={weaponTypesContract.list}
            label={t('pages:management.columns.weaponType')}
            placeholder={t('pages:management.placeholders.weaponType')}
            value={form.values.weaponTypeId}
            onChange={(id) => form.form.setFieldValue('weaponTypeId', id)}
            error={typeof typeError === 'string' ? typeError : null}
            required
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {item ? t('pages:people.save') : t(`pages:admin.catalog.add.${resource}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
