import { afterEach, beforeAll, beforeEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { sessionStore } from '../features/auth/hooks/session-store';
import { initI18n } from '../i18n/i18n';

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

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

afterEach(() => {
  cleanup();
});
