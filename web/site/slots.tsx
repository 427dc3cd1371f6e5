import { createContext, useContext, type ElementType, type HTMLAttributes, type ReactNode } from 'react';

/**
 * What an island shows but does not change (pictures, link lists, cards): its "slots". The
 * server renders a slot's children; in the browser the island is hydrated with each slot's HTML
 * as the page holds it (web/site/loader.ts reads it), so the children's code and text are never
 * part of an island's JavaScript. The island's own module imports only this component.
 */
export type SlotContent = ReactNode | { html: string };
export type Slots = Record<string, SlotContent>;

export const SlotsContext = createContext<Slots>({});

interface SlotProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Unique within its island. */
  name: string;
  as?: ElementType;
}

const isHtml = (content: SlotContent): content is { html: string } =>
  typeof content === 'object' && content !== null && 'html' in content && typeof content.html === 'string';

export function Slot({ name, as: Tag = 'div', ...attributes }: SlotProps) {
  const content = useContext(SlotsContext)[name];
  if (content !== undefined && isHtml(content)) {
    return <Tag data-slot={name} {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
  }
  return (
    <Tag data-slot={name} {...attributes}>
      {content}
    </Tag>
  );
}
