import { afterEach, beforeAll, beforeEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { sessionStore } from '../features/auth/api/session-store';
import { initI18n, loadNamespace } from '../i18n/i18n';
import { activeZoneStore } from '../lib/active-zone';

// Lazy routes are compiled on first import under jest; on a busy machine the first page of a file can take a few
// seconds to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(window, { ResizeObserver: ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Every page loads the common texts with its code (routes.tsx), and the components under test are parts of pages.
// The shell's own code must do without them: shell-texts.test.ts checks that from the sources.
beforeAll(async () => {
  await initI18n('en');
  await loadNamespace('common');
});

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
  activeZoneStore.restore();
});

afterEach(() => {
  cleanup();
});
