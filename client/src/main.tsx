// Mantine's base stylesheet; each component's CSS comes with the chunk that uses it (see vite.config.ts).
import 'virtual:mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { routes } from './app/routes';
import { loadRoutePages } from './app/routes/route-matching';
import { warmContracts } from './lib/warm-contracts';
import { initI18n } from './i18n/i18n';
import { nextTask } from './lib/next-task';
import { ensureStorageVersion } from './lib/storage';

// Spec §9: local storage from another version is dropped before anything reads it.
ensureStorageVersion();

// Start-up is a few pieces of main-thread work (evaluating the bundle, the texts, the route table); run back to back
// they block input for hundreds of milliseconds on a phone, one task each they do not.
async function start() {
  await nextTask();
  // A remembered Russian choice loads its bundle before the first paint; if that fails the app starts in English.
  await initI18n().catch(console.error);
  await nextTask();
  // index.html's static shell (header bar, skeleton) stays on screen until the first page's code and texts are in
  // (or their loading failed and the error page can show); rendering earlier would swap it for a bare loader first,
  // and the page would jump twice.
  await warmContracts();
  await loadRoutePages(routes, window.location);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (on a mid-range phone that is over a second in one piece).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
