import { getLocale, LOCALE_NAMES, LOCALE_TAGS, LOCALES, localizedPath } from '../../../shared/i18n/locale';
import { language_label } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The same page in the other languages (issue 22): plain links, so it works with no JavaScript,
 * a page load when followed like every link between public pages. The server remembers the
 * language a visitor moved to (server/web/language.ts). `path` is the page's path without its
 * language prefix. Rendered by the server only (the header's slot, the footer).
 */
export function LanguageSwitcher({ className, path }: { className?: string; path: string }) {
  const current = getLocale();
  return (
    <nav className={`language-switcher${className ? ` ${className}` : ''}`} aria-label={language_label()}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="page" lang={LOCALE_TAGS[locale]}>
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              <a href={localizedPath(path, locale)} hrefLang={LOCALE_TAGS[locale]} lang={LOCALE_TAGS[locale]}>
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
