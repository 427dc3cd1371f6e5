import type { ComponentType } from 'react';
import type { BookingFormVariant } from '../../shared/booking-options';

/**
 * The React islands (the forms), by name: the props the server serializes beside their HTML
 * (`data-props`), which the browser hydrates them with. Props are JSON.
 */
export interface IslandProps {
  BookingForm: { variant?: BookingFormVariant };
  InquiryForm: Record<string, never>;
}
export type ReactIslandName = keyof IslandProps;

/**
 * Islands with no React: the server renders their HTML (a React component, on the server only)
 * and a small script enhances it. The header (scroll shadow, the Services mega menu and the
 * mobile menu), the home page's hero slider and reviews carousel, the fleet pictures' filters
 * and lightbox (home and fleet pages), the map's frame and the 404 page's log line. Only the
 * forms bring React to the browser.
 */
export type DomIslandName = 'SiteHeader' | 'HeroSlider' | 'TestimonialCarousel' | 'FleetGallery' | 'MapFrame' | 'NotFoundLog';
export type IslandName = ReactIslandName | DomIslandName;

/** When an island starts: as it comes near the screen (the default), or at once. */
export type IslandStart = 'near' | 'now';

export type IslandModule = { component: ComponentType<never> } | { enhance: (element: HTMLElement) => void };

/**
 * The browser's way to each island's code: one chunk per island, imported when the island
 * starts (web/site/loader.ts). The server renders the React islands with their components
 * (web/site/Island.tsx) and the others' HTML with theirs (each wraps itself in DomIsland).
 */
export const ISLAND_CODE: Record<IslandName, () => Promise<IslandModule>> = {
  SiteHeader: () => import('../components/SiteHeader/site-header').then((m) => ({ enhance: m.enhanceSiteHeader })),
  HeroSlider: () => import('../components/HeroSlider/hero-slider').then((m) => ({ enhance: m.enhanceHeroSlider })),
  FleetGallery: () => import('../components/FleetGallery/fleet-gallery').then((m) => ({ enhance: m.enhanceFleetGallery })),
  TestimonialCarousel: () => import('../components/TestimonialCarousel/testimonial-carousel').then((m) => ({ enhance: m.enhanceTestimonialCarousel })),
  BookingForm: () => import('../components/BookingForm/BookingForm').then((m) => ({ component: m.BookingForm })),
  InquiryForm: () => import('../components/InquiryForm/InquiryForm').then((m) => ({ component: m.InquiryForm })),
  MapFrame: () => import('../components/MapFrame/map-frame').then((m) => ({ enhance: m.showMapFrames })),
  // Spec "Not-found page": logs the missing path to the console.
  NotFoundLog: () => Promise.resolve({ enhance: () => console.error('404 Error: User attempted to access non-existent route:', location.pathname) }),
};
