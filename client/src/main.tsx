import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { ensureStorageVersion } from './lib/storage';

// Spec §9: local storage from another version is dropped before anything reads it.
ensureStorageVersion();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A remembered Russian choice loads its bundle before the first paint; if that fails the app starts in English.
initI18n().catch(console.error).finally(render);
