import { useContext, useId, type ComponentType, type ContextType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BookingForm } from '../components/BookingForm/BookingForm';
import { FleetGallery } from '../components/FleetGallery/FleetGallery';
import { HeroSlider } from '../components/HeroSlider/HeroSlider';
import { InquiryForm } from '../components/InquiryForm/InquiryForm';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { TestimonialCarousel } from '../components/TestimonialCarousel/TestimonialCarousel';
import { PlainFormAnswerContext } from '../lib/plain-form-answer';
import type { DomIslandName, IslandProps, IslandStart, ReactIslandName } from './islands';
import { SlotsContext, type Slots } from './slots';

/** The server's side of each React island (the browser imports each on its own: islands.ts). */
const COMPONENTS: { [N in ReactIslandName]: ComponentType<IslandProps[N]> } = {
  SiteHeader,
  HeroSlider,
  FleetGallery,
  TestimonialCarousel,
  BookingForm,
  InquiryForm,
};

/** JSON in an attribute: React escapes quotes and `&`; the page never runs it. */
const json = (value: unknown) => JSON.stringify(value);

/**
 * An island in a page (used by route files, which only the server runs): its HTML rendered as
 * its own React root, as the browser will hydrate it (web/site/hydrate.tsx), with its props
 * beside it. `slots` are what it shows but never changes: their code stays on the server.
 */
export function Island<N extends ReactIslandName>({ name, props, slots = {}, start = 'near' }: { name: N; props: IslandProps[N]; slots?: Slots; start?: IslandStart }) {
  // Hooks first: the island's own render below is a separate React root.
  const uid = `${name}${useId().replace(/[^\w]/g, '')}-`;
  const answer = useContext(PlainFormAnswerContext);
  return <IslandRoot name={name} props={props} slots={slots} start={start} uid={uid} answer={answer} />;
}

/** No hooks here: it renders the island's own root while its page renders. */
function IslandRoot<N extends ReactIslandName>({ name, props, slots, start, uid, answer }: { name: N; props: IslandProps[N]; slots: Slots; start: IslandStart; uid: string; answer: ContextType<typeof PlainFormAnswerContext> }) {
  const Component: ComponentType<IslandProps[N]> = COMPONENTS[name];
  const html = renderToString(
    <PlainFormAnswerContext.Provider value={answer}>
      <SlotsContext.Provider value={slots}>
        <Component {...props} />
      </SlotsContext.Provider>
    </PlainFormAnswerContext.Provider>,
    { identifierPrefix: uid },
  );
  return <div data-island={name} data-start={start === 'now' ? 'now' : undefined} data-uid={uid} data-props={json(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An island with no React (`DomIslandName`): its children are plain HTML it enhances once started. */
export function DomIsland({ name, start = 'near', children }: { name: DomIslandName; start?: IslandStart; children?: ReactNode }) {
  return (
    <div data-island={name} data-start={start === 'now' ? 'now' : undefined}>
      {children}
    </div>
  );
}
