/**
 * The parts of schema.org JSON-LD these tests read by path; everything else is checked with
 * `toMatchObject`, so a block is parsed into this shape rather than into `any`.
 */
export interface JsonLd {
  '@type'?: string | string[];
  url?: string;
  areaServed?: unknown[];
  openingHoursSpecification?: { dayOfWeek?: string[] };
  hasOfferCatalog?: { itemListElement?: unknown[] };
  itemListElement?: { item: string }[];
  /** A ContactPage's entity, or an FAQPage's questions. */
  mainEntity?: JsonLd & { name?: string }[];
  contactPoint?: { areaServed?: unknown[]; hoursAvailable?: { dayOfWeek?: string[] } };
  [key: string]: unknown;
}

export const parseJsonLd = (text: string) => JSON.parse(text) as JsonLd;
