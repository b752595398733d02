import { Alert } from '@mantine/core';

/** A duplicate warning (spec §5): who already has this name. A warning only: the form still sends. */
export function DuplicateWarning({ text, names }: { text: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" p="xs">
      {text} {names.join(', ')}
    </Alert>
  );
}
