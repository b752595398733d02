import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SideScroll.module.css';

/**
 * A row of tabs that scrolls sideways when it does not fit, without a visible scrollbar. Native scrolling: Mantine's
 * ScrollArea measures itself with a ResizeObserver and renders again on each answer, a blocking render on the
 * first load of every tournament and category page.
 */
export function SideScroll({ children, ...box }: BoxProps & { children: ReactNode }) {
  return (
    <Box className={classes.root} {...box}>
      {children}
    </Box>
  );
}
