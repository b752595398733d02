import { afterAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { loadNamespace, setLanguage } from '../i18n/i18n';
import { renderComponent } from '../test/render-component';
import { useDropOutText } from './drop-out-text';

function Names() {
  const dropOutText = useDropOutText();
  return (
    <ul>
      <li>{dropOutText({ droppedOut: true, droppedOutReason: 'blackCard' })}</li>
      <li>{dropOutText({ droppedOut: true, droppedOutReason: null })}</li>
    </ul>
  );
}

describe('a fighter out of the category is named by why', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('says "Black card" for a black card and "Dropped out" otherwise, in English and in Russian', async () => {
    await loadNamespace('pages');
    renderComponent(<Names />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Black card',
      'Dropped out',
    ]);
    await act(() => setLanguage('ru'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Чёрная карточка',
        'Выбыл',
      ]),
    );
  });
});
