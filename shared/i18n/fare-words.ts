import type { FareItemKind } from '../fares';
import type { PaymentMethod } from '../bills';
import type { AmbulanceType } from '../schemas/ambulance';
import type { Locale } from './locale';
import { m } from './paraglide/messages.js';

type Words = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** A vehicle kind as fares name it (service pages, bills), in each language. */
export const FARE_VEHICLE_NAMES: Record<AmbulanceType, Words> = {
  emergency: m.fare_vehicle_emergency,
  icu: m.fare_vehicle_icu,
  basic: m.fare_vehicle_basic,
  cardiac: m.fare_vehicle_cardiac,
  neonatal: m.fare_vehicle_neonatal,
  air: m.fare_vehicle_air,
  intercity: m.fare_vehicle_intercity,
  mortuary: m.fare_vehicle_mortuary,
};

/** A fare's item as a bill prints it. */
export const FARE_ITEM_NAMES: Record<FareItemKind, Words> = {
  minimum: m.bill_item_minimum,
  distance: m.bill_item_distance,
  waiting: m.bill_item_waiting,
  night: m.bill_item_night,
  concession: m.bill_item_concession,
  add_on: m.bill_item_add_on,
};

/** How a payment was made, as a receipt prints it. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, Words> = {
  cash: m.pay_method_cash,
  upi: m.pay_method_upi,
  card: m.pay_method_card,
  insurer: m.pay_method_insurer,
  company_account: m.pay_method_company_account,
};
