import { useContext, useId, type ComponentType, type ContextType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BookingForm } from '../components/BookingForm/BookingForm';
import { InquiryForm } from '../components/InquiryForm/InquiryForm';
import { PlainFormAnswerContext } from '../lib/plain-form-answer';
import type { DomIslandName, IslandProps, IslandStart, ReactIslandName } from './islands';

/** The server's side of each React island (the browser imports each on its own: islands.ts). */
const COMPONENTS: { [N in ReactIslandName]: ComponentType<IslandProps[N]> } = {
  BookingForm,
  InquiryForm,
};

/** JSON in an attribute: React escapes quotes and `&`; the page never runs it. */
const json = (value: unknown) => JSON.stringify(value);

/**
 * A React island in a page (used by route files, which only the server runs): its HTML rendered
 * as its own React root, as the browser will hydrate it (web/site/hydrate.tsx), with its props
 * beside it.
 */
export function Island<N extends ReactIslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  // Hooks first: the island's own render below is a separate React root.
  const uid = `${name}${useId().replace(/[^\w]/g, '')}-`;
  const answer = useContext(PlainFormAnswerContext);
  return <IslandRoot name={name} props={props} uid={uid} answer={answer} />;
}

/** No hooks here: it renders the island's own root while its page renders. */
function IslandRoot<N extends ReactIslandName>({ name, props, uid, answer }: { name: N; props: IslandProps[N]; uid: string; answer: ContextType<typeof PlainFormAnswerContext> }) {
  const Component: ComponentType<IslandProps[N]> = COMPONENTS[name];
  const html = renderToString(
    <PlainFormAnswerContext.Provider value={answer}>
      <Component {...props} />
    </PlainFormAnswerContext.Provider>,
    { identifierPrefix: uid },
  );
  return <div data-island={name} data-uid={uid} data-props={json(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * An island with no React in the browser (`DomIslandName`): its children, rendered by the
 * server, are the HTML its script enhances once started. The component that renders them
 * wraps itself in this (SiteHeader, HeroSlider…), so its name and markup stay in one place.
 */
export function DomIsland({ name, start = 'near', children }: { name: DomIslandName; start?: IslandStart; children?: ReactNode }) {
  return (
    <div data-island={name} data-start={start === 'now' ? 'now' : undefined}>
      {children}
    </div>
  );
}
