import 'i18next';
import type commonEn from './common/en.json';
import type contentEn from './content/en.json';
import type en from './en.json';
import type pagesEn from './pages/en.json';

// Keys are typed from the English files; a test checks every other locale has exactly the same keys. The default
// namespace is the shell's texts and the `common` ones merged into it when a page loads (i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof commonEn; content: typeof contentEn; pages: typeof pagesEn };
  }
}
