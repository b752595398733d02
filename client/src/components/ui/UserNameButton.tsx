import { UnstyledButton } from '@mantine/core';

/** The global "show user" event the user pop-up listens to (spec §2); detail `{id}`. */
const SHOW_USER_EVENT = 'hema:show-user';

/** A user's name that opens the user pop-up. */
export function UserNameButton({ id, name }: { id: string; name: string }) {
  return (
    <UnstyledButton
      fw={600}
      c="indigo.7"
      style={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      onClick={() => window.dispatchEvent(new CustomEvent(SHOW_USER_EVENT, { detail: { id } }))}
    >
      {name}
    </UnstyledButton>
  );
}
