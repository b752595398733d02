import { Button, Kbd, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface KeyButtonProps extends ButtonProps {
  keyLabel?: string;
  onPress: () => void;
  children: ReactNode;
  title?: string;
}

/**
 * A console button that shows its key. It never takes focus on click, so Space keeps meaning "timer" and never
 * clicks the last button pressed again.
 */
export function KeyButton({ keyLabel, onPress, children, ...buttonProps }: KeyButtonProps) {
  return (
    <Button
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      rightSection={
        keyLabel ? (
          <Kbd size="xs" c="dark.9" bg="gray.1" style={{ borderColor: 'var(--mantine-color-gray-4)' }}>
            {keyLabel}
          </Kbd>
        ) : undefined
      }
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
