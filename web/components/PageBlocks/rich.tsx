import { Fragment, type ReactNode } from 'react';
import { BASE_LOCALE, getLocale, localizedPath } from '../../../shared/i18n/locale';
import { PERMANENT_REDIRECTS } from '../../../shared/routes';

/**
 * A message whose parts are marked with tags ("call <tel>{phone}</tel> now") as React nodes:
 * each tagged part is drawn by the function of that name (a link, <strong>), the rest stays
 * text. Translations move the tags with the words, so links sit where each language needs them.
 */
export function rich(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const draw = tags[match[1]];
    if (!draw) throw new Error(`No tag <${match[1]}> for "${text}"`);
    nodes.push(<Fragment key={nodes.length}>{draw(match[2])}</Fragment>);
    last = pattern.lastIndex;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * A site path (with an optional #fragment) in the page's language: '/contact#book' ->
 * '/kn/contact#book'. The old short paths English keeps (/services/icu, a redirect) lead
 * straight to their page in another language: the redirects exist without a prefix only.
 */
export function sitePath(path: string): string {
  const locale = getLocale();
  const hash = path.indexOf('#');
  const [page, fragment] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const target = locale === BASE_LOCALE ? page : (PERMANENT_REDIRECTS[page] ?? page);
  return `${localizedPath(target, locale)}${fragment}`;
}
