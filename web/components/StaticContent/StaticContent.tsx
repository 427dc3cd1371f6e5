import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { staticHtml } from '../../lib/static-fragments';

interface StaticContentProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Unique on the page: ties the HTML the server rendered at start-up to this place in the tree. */
  id: string;
  as?: ElementType;
  /** Rendered on the server (and in dev) only: the browser build drops them (vite.config.ts). */
  children?: ReactNode;
}

/**
 * Content that is the same for every visitor (text, images, plain links): rendered to HTML
 * when the server renders the pages, and never sent as JavaScript (README: "How a public
 * page renders"). In the browser the element keeps
 * the HTML it was given (on first load from the page itself, after a client-side navigation
 * from the prerendered page fetched by the _site route), so hydration matches exactly.
 * Interactive parts (forms, sliders, menus) stay outside it as ordinary components. Other
 * attributes (className, aria-*, tabIndex) go on the element as usual.
 */
export function StaticContent({ id, as: Tag = 'div', children, ...attributes }: StaticContentProps) {
  if (__RENDER_STATIC__) {
    return (
      <Tag data-static={id} {...attributes}>
        {children}
      </Tag>
    );
  }
  return <Tag data-static={id} {...attributes} dangerouslySetInnerHTML={{ __html: staticHtml(id) }} />;
}
