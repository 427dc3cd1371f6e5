/** Icon names the web app draws for feature cards (web/components/Icon); shared code stays DOM-free. */
export type CardIcon = 'clock' | 'siren' | 'users' | 'map-pin' | 'sparkles' | 'shield-check';

/** A short point with an icon: why-choose cards, fleet features. */
export interface FeatureCard {
  icon: CardIcon;
  title: string;
  text: string;
}
