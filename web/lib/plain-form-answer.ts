import { createContext, useContext } from 'react';
import type { PlainFormAnswer, PlainFormKind } from '../../shared/public-forms';

/**
 * The outcome of a plain (no JavaScript) form post, given by the server's renderer to the
 * page that answers it (web/entry-server.tsx `render(path, answer)`). Always null in the browser.
 */
export const PlainFormAnswerContext = createContext<PlainFormAnswer | null>(null);

/** The answer for this kind of form, if this page answers a post of it. */
export function usePlainFormAnswer(kind: PlainFormKind): PlainFormAnswer | null {
  const answer = useContext(PlainFormAnswerContext);
  return answer?.kind === kind ? answer : null;
}
