import { Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { ANSWER_LIMITS, type Answer } from '@hema/shared/applications/application-rules';
import type { RegistrationField } from '@hema/shared/contracts/tournaments';
import { DatePickerField } from '../../../components/grid/components/DatePickerField';

interface AnswerFieldsProps {
  fields: readonly RegistrationField[];
  answers: readonly Answer[];
  /** Messages by `answers.<index>`, already in the interface language. */
  errors: Record<string, unknown>;
  onChange: (index: number, answer: Answer) => void;
}

/** Empty answers of a form: text fields '', many options []. */
export function emptyAnswers(fields: readonly RegistrationField[]): Answer[] {
  return fields.map((field) => (field.type === 'manyOptions' ? [] : ''));
}

/** Saved answers as the inputs hold them (null becomes the empty value of its field). */
export function answersForInputs(fields: readonly RegistrationField[], saved: readonly Answer[]): Answer[] {
  return fields.map((field, i) => saved[i] ?? (field.type === 'manyOptions' ? [] : ''));
}

/** The tournament's application form (spec §3): short string, long text, one option, many options, date. */
export function AnswerFields({ fields, answers, errors, onChange }: AnswerFieldsProps) {
  return (
    <Stack gap="sm">
      {fields.map((field, i) => {
        const error = (errors[`answers.${i}`] as string | undefined) ?? null;
        const common = { label: field.label, required: field.required, error };
        const text = typeof answers[i] === 'string' ? (answers[i] as string) : '';
        switch (field.type) {
          case 'shortString':
            return (
              <TextInput
                key={i}
                {...common}
                maxLength={ANSWER_LIMITS.shortString}
                value={text}
                onChange={(e) => onChange(i, e.currentTarget.value)}
              />
            );
          case 'longText':
            return (
              <Textarea
                key={i}
                {...common}
                autosize
                minRows={3}
                maxLength={ANSWER_LIMITS.longText}
                value={text}
                onChange={(e) => onChange(i, e.currentTarget.value)}
              />
            );
          case 'date':
            return (
              <DatePickerField
                key={i}
                {...common}
                placeholder="yyyy-MM-dd"
                value={text || null}
                onChange={(next) => onChange(i, next ?? '')}
              />
            );
          case 'oneOption':
            return (
              <Radio.Group key={i} {...common} value={text} onChange={(next) => onChange(i, next)}>
                <Group gap="md" mt={4}>
                  {field.options.map((option) => (
                    <Radio key={option} value={option} label={option} />
                  ))}
                </Group>
              </Radio.Group>
            );
          case 'manyOptions':
            return (
              <Checkbox.Group
                key={i}
                {...common}
                value={Array.isArray(answers[i]) ? (answers[i] as string[]) : []}
                onChange={(next) => onChange(i, next)}
              >
                <Group gap="md" mt={4}>
                  {field.options.map((option) => (
                    <Checkbox key={option} value={option} label={option} />
                  ))}
                </Group>
              </Checkbox.Group>
            );
        }
      })}
    </Stack>
  );
}
