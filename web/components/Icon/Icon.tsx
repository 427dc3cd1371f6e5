import {
  Activity,
  Ambulance,
  ArrowRight,
  Baby,
  Building2,
  CalendarCheck,
  CircleCheck,
  CircleX,
  Clock,
  Flower2,
  HeartPulse,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Plane,
  Route,
  ShieldCheck,
  Siren,
  Sparkles,
  Star,
  ThermometerSnowflake,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { CardIcon } from '../../../shared/content/cards';
import type { ServiceIcon } from '../../../shared/content/services';
import type { Stat } from '../../../shared/content/home';

/** Icon names used by the content model (shared/ stays free of React) and by page chrome. */
export type IconName =
  | ServiceIcon
  | Stat['icon']
  | CardIcon
  | 'phone'
  | 'message'
  | 'mail'
  | 'check'
  | 'cross'
  | 'arrow-right'
  | 'star'
  | 'clock'
  | 'map-pin';

const ICONS: Record<IconName, LucideIcon> = {
  siren: Siren,
  'heart-pulse': HeartPulse,
  ambulance: Ambulance,
  activity: Activity,
  baby: Baby,
  plane: Plane,
  'thermometer-snowflake': ThermometerSnowflake,
  flower: Flower2,
  'calendar-check': CalendarCheck,
  route: Route,
  building: Building2,
  sparkles: Sparkles,
  'shield-check': ShieldCheck,
  users: Users,
  'map-pin': MapPin,
  clock: Clock,
  star: Star,
  phone: Phone,
  message: MessageCircle,
  mail: Mail,
  check: CircleCheck,
  cross: CircleX,
  'arrow-right': ArrowRight,
};

/**
 * A decorative icon (hidden from screen readers: the text beside it says the same). Inside
 * static content it is rendered by the server only (its page renderer, at start-up), so it
 * costs no browser JavaScript.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Drawn = ICONS[name];
  return <Drawn size={size} className={className} aria-hidden="true" focusable="false" />;
}
