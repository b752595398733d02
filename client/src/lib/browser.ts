/**
 * Page-level side effects behind one object, so tests can observe them (jsdom cannot reload a page).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};
