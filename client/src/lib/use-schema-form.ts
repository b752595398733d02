import { fieldErrors } from '@hema/shared/schemas/auth';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateValidationMessage } from './validation-message';

type Fields = Record<string, string>;

export interface SchemaFormOptions<V extends Fields> {
  /** Builds what the schema validates from the form values (e.g. adds the e-mail of an earlier step). */
  toInput?: (values: V) => unknown;
}

/**
 * A form validated by a shared zod schema, so the screen and the server say the same thing (spec §5).
 * A field shows its message once it was left (blur) or a submit was tried, and keeps it live while typed into;
 * server answers after submit (`errors: {field: message}`) show under their fields until the field changes.
 */
export function useSchemaForm<S extends z.ZodType, V extends Fields>(
  schema: S,
  initialValues: V,
  { toInput = (values) => values }: SchemaFormOptions<V> = {},
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // A handful of fields: validating on every render is cheaper than keeping a cache correct.
  const validation = schema.safeParse(toInput(values));
  const clientErrors: Record<string, string> = validation.success ? {} : fieldErrors(validation.error);

  function errorOf(field: keyof V & string): string | undefined {
    const message =
      serverErrors[field] ?? (submitAttempted || touched[field] ? clientErrors[field] : undefined);
    return message ? translateValidationMessage(t, message) : undefined;
  }

  function setValue(field: keyof V & string, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrorsState((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  function inputProps(field: keyof V & string) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
      error: errorOf(field),
    };
  }

  /** Wraps a submit handler: it runs only with schema-valid, parsed data. */
  function onSubmit(handler: (data: z.output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitAttempted(true);
      if (validation.success) handler(validation.data);
    };
  }

  /** Server field errors go under their fields; messages for fields this form does not show go to the form. */
  function setServerErrors(errors: Record<string, string>): void {
    const own: Partial<Record<keyof V, string>> = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(errors)) {
      if (field in initialValues) own[field as keyof V] = message;
      else other.push(translateValidationMessage(t, message));
    }
    setServerErrorsState(own);
    setFormError(other.length ? other.join(' ') : null);
  }

  return { values, setValue, inputProps, errorOf, onSubmit, setServerErrors, formError, setFormError };
}
