import type { ComponentProps, ReactNode } from 'react';
import { DataGrid } from '../../components/grid/components/DataGrid';
import type { GridItem } from '../../components/grid/grid-types';
import { ManagementPage } from '../../components/management/ManagementPage';

interface ManagementGridPageProps<T extends GridItem> {
  title: string;
  purpose: ReactNode;
  back?: { to: string; label: string };
  /** Buttons beside the title ("Add fighter"). */
  actions?: ReactNode;
  /** The list as a feature's grid hook describes it. */
  grid: ComponentProps<typeof DataGrid<T>>;
}

/** An organizer or admin list page: where it sits, what it is for, and the reusable grid with server-side paging. */
export function ManagementGridPage<T extends GridItem>({
  title,
  purpose,
  back,
  actions,
  grid,
}: ManagementGridPageProps<T>) {
  return (
    <ManagementPage title={title} purpose={purpose} back={back} actions={actions}>
      <DataGrid {...grid} />
    </ManagementPage>
  );
}
