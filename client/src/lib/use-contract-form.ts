import { useForm, type FormErrors, type GetInputPropsOptions } from '@mantine/form';
import { MESSAGES } from '@hema/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import ru from 'zod/v4/locales/ru.js';
import { translateValidationMessage } from './validation-message';

type Values = Record<string, unknown>;

export interface ContractFormOptions<V extends Values> {
  initialValues: V;
  /** Builds what the schema validates from the form values (e.g. adds the e-mail of an earlier step). */
  toInput?: (values: V) => unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Zod's own generic messages ("Too small: expected number to be >=1") in the interface language. */
const zodLocales: Record<string, ReturnType<typeof ru>['localeError'] | undefined> = { ru: ru().localeError };

/** Field path → first message, in Mantine's path syntax (`items.0.title`). */
function schemaErrors(schema: z.ZodType, input: unknown, language: string): Record<string, string> {
  const localeError = zodLocales[language.slice(0, 2)];
  const result = schema.safeParse(input, localeError ? { error: localeError } : undefined);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path in errors) continue;
    // An empty number or choice fails as "expected number, received string": for a person it is a missing value.
    errors[path] =
      issue.code === 'invalid_type' && isBlank(valueAt(input, issue.path))
        ? MESSAGES.required
        : issue.message;
  }
  return errors;
}

/**
 * The form kit: `@mantine/form` validated by a shared zod schema — the contract's body or a form's own —
 * so the screen and the server say the same thing (spec §5). Values may be numbers, booleans, nested objects and
 * arrays (Mantine paths such as `items.0.title`). A field shows its message once it was left or a submit was tried,
 * and from then on re-checks while typed into; a 400's `errors: {field: message}` go under their fields, and
 * messages for fields the form does not show go above it. Every message is shown in the interface language.
 */
export function useContractForm<S extends z.ZodType, V extends Values>(
  schema: S,
  { initialValues, toInput = (values) => values }: ContractFormOptions<V>,
) {
  const { t, i18n } = useTranslation();
  const [live, setLive] = useState<true | string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const translate = (errors: Record<string, string>): FormErrors =>
    Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [path, translateValidationMessage(t, message)]),
    );

  const form = useForm<V, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => translate(schemaErrors(schema, toInput(values), i18n.language)),
    validateInputOnBlur: true,
    validateInputOnChange: live,
    onValuesChange: () => setFormError(null),
    transformValues: (values) => schema.parse(toInput(values)) as z.output<S>,
    enhanceGetInputProps: ({ inputProps, field }) => {
      // Mantine merges the answer into `inputProps` itself: keep its own blur handler first.
      const validateOnBlur = inputProps.onBlur as (() => void) | undefined;
      return {
        onBlur: () => {
          validateOnBlur?.();
          setLive((current) => (current === true || current.includes(field) ? current : [...current, field]));
        },
      };
    },
  });

  /** Props of an input: value, change and blur handlers, its error, and its name. */
  function inputProps(path: string, options?: GetInputPropsOptions) {
    return { name: path, ...form.getInputProps(path, options) };
  }

  /** Wraps a submit handler: it runs only with schema-valid, parsed data. */
  function onSubmit(handler: (data: z.output<S>) => void) {
    const submit = form.onSubmit(handler);
    return (event?: FormEvent<HTMLFormElement>) => {
      setLive(true);
      setFormError(null);
      submit(event);
    };
  }

  /** Server field errors go under their fields; those of fields this form does not show go above it. */
  function setServerErrors(errors: Record<string, string>): void {
    const own: FormErrors = {};
    const other: string[] = [];
    for (const [path, message] of Object.entries(errors)) {
      const text = translateValidationMessage(t, message);
      if (path.split('.')[0]! in initialValues) own[path] = text;
      else other.push(text);
    }
    form.setErrors(own);
    setFormError(other.length ? other.join(' ') : null);
  }

  return { form, values: form.values, inputProps, onSubmit, setServerErrors, formError, setFormError };
}
