import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '../../shared/i18n/locale';
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage, type ParaglideAsyncLocalStorage } from '../../shared/i18n/paraglide/runtime.js';

/**
 * Runs `work` (and everything it awaits) in a language: Paraglide's messages called without a
 * locale inside it, such as the public schemas' zod messages (shared/schemas/site.ts) and the
 * public forms' refusals (the plain-HTML routes and the site procedures run in the page's), read
 * it (the runtime's getLocale reads `serverAsyncLocalStorage.getStore().locale`). Outside a
 * run nothing changes: the language is the base one, as before.
 *
 * The storage is the runtime's: one installed already (by anything else in the process) is
 * used as it is, at each call; otherwise one is installed here, once.
 */
export function inLanguage<T>(locale: Locale, work: () => T): T {
  let storage = getServerAsyncLocalStorage();
  if (!storage) {
    storage = new AsyncLocalStorage() as unknown as ParaglideAsyncLocalStorage;
    overwriteServerAsyncLocalStorage(storage);
  }
  return storage.run({ locale }, work) as T;
}
