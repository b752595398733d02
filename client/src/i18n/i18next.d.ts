import 'i18next';
import type contentEn from './content/en.json';
import type en from './en.json';
import type pagesEn from './pages/en.json';

// Keys are typed from the English file; a test checks every other locale has exactly the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; content: typeof contentEn; pages: typeof pagesEn };
  }
}
