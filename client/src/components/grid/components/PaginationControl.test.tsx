import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderComponent } from '../../../test/render-component';
import { PaginationControl } from './PaginationControl';

function renderControl(props: Partial<Parameters<typeof PaginationControl>[0]> = {}) {
  const onGoToPage = jest.fn<(page: number) => void>();
  const onSetPerPage = jest.fn<(perPage: number) => void>();
  renderComponent(
    <PaginationControl
      onGoToPage={onGoToPage}
      onSetPerPage={onSetPerPage}
      perPageOptions={[25, 50, 100, 0]}
      {...props}
    />,
  );
  return { onGoToPage, onSetPerPage };
}

describe('pagination control (spec §4 §9)', () => {
  it('reads "shown from x to y of z" while the page size is below the total', () => {
    renderControl({ activePage: 2, perPage: 25, totalEntities: 60 });
    expect(screen.getByText('Showing 26 to 50 of 60')).toBeTruthy();
  });

  it('stops "to" at the total on the last, partly filled page', () => {
    renderControl({ activePage: 3, perPage: 25, totalEntities: 60 });
    expect(screen.getByText('Showing 51 to 60 of 60')).toBeTruthy();
  });

  it('reads "shown all" then the total when everything fits or the size is "all"', () => {
    renderControl({ activePage: 1, perPage: 100, totalEntities: 60 });
    expect(screen.getByText('Showing all 60')).toBeTruthy();
  });

  it('reads "shown all" for the page size "all" (0)', () => {
    renderControl({ activePage: 1, perPage: 0, totalEntities: 260 });
    expect(screen.getByText('Showing all 260')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('disables previous on page 1 and next on the last page (pages = ceil(total / perPage))', () => {
    renderControl({ activePage: 1, perPage: 25, totalEntities: 51 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('disables next on the last page', () => {
    renderControl({ activePage: 3, perPage: 25, totalEntities: 51 });
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
  });

  it('emits go-to-page with the target page', async () => {
    const user = userEvent.setup({ delay: null });
    const { onGoToPage } = renderControl({ activePage: 2, perPage: 25, totalEntities: 100 });
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onGoToPage).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onGoToPage).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onGoToPage).toHaveBeenLastCalledWith(1);
  });

  it('emits set-per-page only when the size changes, labelling 0 as "All"', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSetPerPage } = renderControl({ activePage: 1, perPage: 50, totalEntities: 100 });
    await user.click(screen.getByLabelText('Per page'));
    await user.click(await screen.findByRole('option', { name: '50', hidden: true }));
    expect(onSetPerPage).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Per page'));
    await user.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    expect(onSetPerPage).toHaveBeenCalledWith(0);
  });
});
