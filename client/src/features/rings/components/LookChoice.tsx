import { SegmentedControl, Stack, Text } from '@mantine/core';

interface LookChoiceProps<V extends string> {
  /** The id of the label, which names the control (its radio group). */
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** One option of a stream graphic's look (theme, position, language): a label above a segmented choice. */
export function LookChoice<V extends string>({ id, label, value, options, onChange }: LookChoiceProps<V>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as V)}
        data={options.map((option) => ({ ...option }))}
      />
    </Stack>
  );
}
