import type { ComponentType } from 'react';
import type { BookingFormVariant } from '../../shared/booking-options';

/**
 * Every island of the public site, by name: the props the server serializes beside its HTML
 * (`data-props`), which the browser hydrates it with. Props are JSON; what an island shows but
 * never changes goes in its slots (web/site/slots.tsx), not in its props.
 */
export interface IslandProps {
  /** The header: scroll shadow, the Services mega menu and the mobile menu. */
  SiteHeader: { pathname: string };
  /** The home page's hero slider. */
  HeroSlider: { count: number };
  /** The fleet pictures' filters and lightbox (home and fleet pages). */
  FleetGallery: Record<string, never>;
  /** The reviews carousel (home page). */
  TestimonialCarousel: Record<string, never>;
  BookingForm: { variant?: BookingFormVariant };
  InquiryForm: Record<string, never>;
}
export type ReactIslandName = keyof IslandProps;

/** Islands with no React: a function that enhances the server's HTML (the map's frame, the 404 page's log line). */
export type DomIslandName = 'MapFrame' | 'NotFoundLog';
export type IslandName = ReactIslandName | DomIslandName;

/** When an island starts: as it comes near the screen (the default), or at once. */
export type IslandStart = 'near' | 'now';

export type IslandModule = { component: ComponentType<never> } | { enhance: (element: HTMLElement) => void };

/**
 * The browser's way to each island's code: one chunk per island, imported when the island
 * starts (web/site/loader.ts). The server imports the same components directly (island-render).
 */
export const ISLAND_CODE: Record<IslandName, () => Promise<IslandModule>> = {
  SiteHeader: () => import('../components/SiteHeader/SiteHeader').then((m) => ({ component: m.SiteHeader })),
  HeroSlider: () => import('../components/HeroSlider/HeroSlider').then((m) => ({ component: m.HeroSlider })),
  FleetGallery: () => import('../components/FleetGallery/FleetGallery').then((m) => ({ component: m.FleetGallery })),
  TestimonialCarousel: () => import('../components/TestimonialCarousel/TestimonialCarousel').then((m) => ({ component: m.TestimonialCarousel })),
  BookingForm: () => import('../components/BookingForm/BookingForm').then((m) => ({ component: m.BookingForm })),
  InquiryForm: () => import('../components/InquiryForm/InquiryForm').then((m) => ({ component: m.InquiryForm })),
  MapFrame: () => import('../components/MapFrame/map-frame').then((m) => ({ enhance: m.showMapFrames })),
  // Spec "Not-found page": logs the missing path to the console.
  NotFoundLog: () => Promise.resolve({ enhance: () => console.error('404 Error: User attempted to access non-existent route:', location.pathname) }),
};
