import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where index.html takes the notice: inside `#root`, so the app's first render replaces it with its own. */
const MARK = '<!-- boot-cookie-notice -->';

interface CookieTexts {
  label: string;
  text: string;
  more: string;
  accept: string;
  decline: string;
}

const cookieTexts = (file: string): CookieTexts =>
  (
    JSON.parse(readFileSync(new URL(`../src/i18n/${file}`, import.meta.url), 'utf8')) as {
      cookies: CookieTexts;
    }
  ).cookies;

/**
 * The cookie notice of the static shell. On a first visit the notice is the largest text of the screen,
 * and when only the app drew it, the page's largest paint waited for all of the JavaScript (4–5 s on venue mobile
 * data). The shell draws it at first paint, in the language the visitor chose before, from the same texts as the
 * app (src/i18n); its buttons already work, and the app's own notice replaces it. Storage keys and the version
 * check are those of src/lib/storage.ts (a different version means storage is about to be cleared: no choice yet).
 * The server allows these inline scripts by their hashes (server/src/static/inline-scripts.ts).
 */
export function bootCookieNotice(): Plugin {
  const storage = readFileSync(new URL('../src/lib/storage.ts', import.meta.url), 'utf8');
  const storageVersion = /STORAGE_VERSION = '([^']+)'/.exec(storage)?.[1];
  if (!storageVersion) throw new Error('src/lib/storage.ts no longer names STORAGE_VERSION');
  return {
    name: 'hema-boot-cookie-notice',
    transformIndexHtml(html) {
      const texts = JSON.stringify({ en: cookieTexts('en.json'), ru: cookieTexts('ru.json') }).replace(
        /</g,
        '\\u003c',
      );
      const script = `(function(){try{var s=localStorage,ok=s.getItem('version')===${JSON.stringify(storageVersion)},c=ok&&s.getItem('cookie-consent');if(c==='accepted'||c==='declined')return;var t=${texts}[ok&&s.getItem('language')==='ru'?'ru':'en'],n=document.getElementById('boot-cookies');n.setAttribute('aria-label',t.label);n.querySelector('span').textContent=t.text+' ';var a=n.querySelector('a');a.textContent=t.more;var b=n.querySelectorAll('button');b[0].textContent=t.decline;b[1].textContent=t.accept;var d=function(v){return function(){try{s.setItem('version',${JSON.stringify(storageVersion)});s.setItem('cookie-consent',v)}catch(e){}n.hidden=true}};b[0].onclick=d('declined');b[1].onclick=d('accepted');n.hidden=false}catch(e){}})()`;
      const notice =
        `<div id="boot-cookies" class="boot-cookies" role="region" hidden>` +
        `<p class="boot-cookies-text"><span></span><a href="/cookies"></a></p>` +
        `<div class="boot-cookies-actions"><button type="button" class="boot-button"></button>` +
        `<button type="button" class="boot-button boot-button-primary"></button></div></div>` +
        `<script>${script}</script>`;
      // While the page waits for its scripts the main thread is idle; the first date formatter a page builds costs
      // a phone a tenth of a second (the ICU data behind Intl), so it is built now instead of in the page's render.
      const warmUp = `try{new Intl.DateTimeFormat(undefined,{timeZone:'UTC',day:'numeric',month:'long',year:'numeric'}).formatRange(0,864e5)}catch(e){}`;
      return html.replace(MARK, `${notice}<script>${warmUp}</script>`);
    },
  };
}
