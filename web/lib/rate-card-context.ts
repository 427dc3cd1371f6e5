import { createContext } from 'react';
import type { PublicRateCard } from '../../shared/fares';

export type { PublicRateCard };

/**
 * Given to the server's render of the public pages (web/entry-server.tsx): the service pages
 * print their fares from it. Null when the server could not read the card (the pages then say to
 * call). The pages' fares are static HTML, never in an island, so no browser code reads it.
 */
export const RateCardContext = createContext<PublicRateCard | null>(null);
