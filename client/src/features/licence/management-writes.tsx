import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { sessionFlags } from '@hema/shared/auth/roles';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { useSessionUser } from '../auth/api/session-store';

/**
 * Management writes while the organizer's licence has expired (spec §4 "expired (shows a license-expired notice)"):
 * the pages stay readable and every write control is disabled, not answered by a 403. One lock for a whole page:
 * below it every Mantine Button and ActionIcon is disabled by default (create, save, delete, status actions, row
 * actions). Controls that only read or move around (navigation tabs, grid filters, copy a link) say
 * `disabled={false}` through READ_ONLY (components/ui/read-only); controls a started tournament still needs
 * (finishing it) ask {@link useManagementWrites} for `canRun`, as the server's assertCanRunStartedTournament allows.
 */
interface ManagementWrites {
  /** Writes are refused: the licence has expired (admins never are). */
  locked: boolean;
  /** Scoring and finishing this tournament stay allowed: its author runs it and it has started. */
  canRun: boolean;
}

const ManagementWritesContext = createContext<ManagementWrites>({ locked: false, canRun: true });

const LOCKED_THEME: MantineThemeOverride = {
  components: {
    Button: { defaultProps: { disabled: true } },
    ActionIcon: { defaultProps: { disabled: true } },
  },
};

const UNLOCKED_THEME: MantineThemeOverride = {};
const RUNNING_THEME: MantineThemeOverride = {
  components: {
    Button: { defaultProps: { disabled: false } },
    ActionIcon: { defaultProps: { disabled: false } },
  },
};

export function useManagementWrites(): ManagementWrites {
  return use(ManagementWritesContext);
}

/** Whether the signed-in organizer may write now: admins always, organizers while their licence runs. */
export function useLicenceRuns(): boolean {
  const user = useSessionUser();
  return !user || sessionFlags(user, new Date()).isActiveOrganizer;
}

export function ManagementWriteLock({
  tournament,
  children,
}: {
  /** The tournament the page manages, if any: its author may run it once it has started. */
  tournament?: { status: string; author?: { _id: string } | null };
  children: ReactNode;
}) {
  const user = useSessionUser();
  const runs = useLicenceRuns();
  const value = useMemo<ManagementWrites>(
    () => ({
      locked: !runs,
      canRun: runs || (!!user && tournament?.status === 'ONGOING' && tournament.author?._id === user._id),
    }),
    [runs, user, tournament?.status, tournament?.author?._id],
  );
  return (
    <ManagementWritesContext value={value}>
      {/* Always the same tree, so a licence that lapses mid-visit keeps the page's state. */}
      <MantineThemeProvider theme={value.locked ? LOCKED_THEME : UNLOCKED_THEME}>
        {children}
      </MantineThemeProvider>
    </ManagementWritesContext>
  );
}

/**
 * Controls that run a started tournament (fixing a fight's result while it is ONGOING): unlocked again below a
 * licence lock when {@link ManagementWrites.canRun}, as the server allows them.
 */
export function RunningTournamentControls({ children }: { children: ReactNode }) {
  const { locked, canRun } = useManagementWrites();
  return (
    <MantineThemeProvider theme={locked && canRun ? RUNNING_THEME : UNLOCKED_THEME}>
      {children}
    </MantineThemeProvider>
  );
}
