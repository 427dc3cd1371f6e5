import { Migration20261121000000_initial } from './Migration20261121000000_initial';
import { Migration20261122100000_change_event_position } from './Migration20261122100000_change_event_position';
import { Migration20261122110000_guardrails } from './Migration20261122110000_guardrails';
import { Migration20261122120000_session_created_at } from './Migration20261122120000_session_created_at';
import { Migration20261122130000_dispatch } from './Migration20261122130000_dispatch';
import { Migration20261122140000_tracking } from './Migration20261122140000_tracking';
import { Migration20261122140000_tracking_crew } from './Migration20261122140000_tracking_crew';
import { Migration20261123110000_history_personal_values } from './Migration20261123110000_history_personal_values';
import { Migration20261123120000_versions_in_service } from './Migration20261123120000_versions_in_service';
import { Migration20261123130000_called_back } from './Migration20261123130000_called_back';
import { Migration20261123140000_cancel_codes } from './Migration20261123140000_cancel_codes';
import { Migration20261124010000_report_indexes } from './Migration20261124010000_report_indexes';
import { Migration20261124100000_crew_ops } from './Migration20261124100000_crew_ops';
import { Migration20261124200000_pickup_point } from './Migration20261124200000_pickup_point';
import { Migration20261124210000_vehicle_positions } from './Migration20261124210000_vehicle_positions';
import { Migration20261125100000_booking_language } from './Migration20261125100000_booking_language';
import { Migration20261127230000_hospitals } from './Migration20261127230000_hospitals';
import { Migration20261127233000_hospital_steps } from './Migration20261127233000_hospital_steps';
import { Migration20261127234000_prealerts } from './Migration20261127234000_prealerts';
import { Migration20261128050000_rate_cards } from './Migration20261128050000_rate_cards';
import { Migration20261128060000_trip_fares } from './Migration20261128060000_trip_fares';
import { Migration20261128070000_bills } from './Migration20261128070000_bills';
import { Migration20261128090000_bill_documents_payments } from './Migration20261128090000_bill_documents_payments';
import { Migration20261128100000_odometer } from './Migration20261128100000_odometer';
import { Migration20261128110000_trip_fare_extras } from './Migration20261128110000_trip_fare_extras';
import { Migration20261128150000_partners } from './Migration20261128150000_partners';
import { Migration20261128190000_api_keys } from './Migration20261128190000_api_keys';
import { Migration20261128170000_scheduled_due_index } from './Migration20261128170000_scheduled_due_index';
import { Migration20261128200000_webhooks } from './Migration20261128200000_webhooks';
import { Migration20261128210000_webhook_rotation_attempts } from './Migration20261128210000_webhook_rotation_attempts';

/**
 * Every migration, in order. The server imports this list (so the bundled build carries its
 * migrations); `npm run db:migration:create` writes new files here, then add them below.
 */
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261122100000_change_event_position', class: Migration20261122100000_change_event_position },
  { name: 'Migration20261122110000_guardrails', class: Migration20261122110000_guardrails },
  { name: 'Migration20261122120000_session_created_at', class: Migration20261122120000_session_created_at },
  { name: 'Migration20261122130000_dispatch', class: Migration20261122130000_dispatch },
  { name: 'Migration20261122140000_tracking', class: Migration20261122140000_tracking },
  { name: 'Migration20261122140000_tracking_crew', class: Migration20261122140000_tracking_crew },
  { name: 'Migration20261123110000_history_personal_values', class: Migration20261123110000_history_personal_values },
  { name: 'Migration20261123120000_versions_in_service', class: Migration20261123120000_versions_in_service },
  { name: 'Migration20261123130000_called_back', class: Migration20261123130000_called_back },
  { name: 'Migration20261123140000_cancel_codes', class: Migration20261123140000_cancel_codes },
  { name: 'Migration20261124010000_report_indexes', class: Migration20261124010000_report_indexes },
  { name: 'Migration20261124100000_crew_ops', class: Migration20261124100000_crew_ops },
  { name: 'Migration20261124200000_pickup_point', class: Migration20261124200000_pickup_point },
  { name: 'Migration20261124210000_vehicle_positions', class: Migration20261124210000_vehicle_positions },
  { name: 'Migration20261125100000_booking_language', class: Migration20261125100000_booking_language },
  { name: 'Migration20261127230000_hospitals', class: Migration20261127230000_hospitals },
  { name: 'Migration20261127233000_hospital_steps', class: Migration20261127233000_hospital_steps },
  { name: 'Migration20261127234000_prealerts', class: Migration20261127234000_prealerts },
  { name: 'Migration20261128050000_rate_cards', class: Migration20261128050000_rate_cards },
  { name: 'Migration20261128060000_trip_fares', class: Migration20261128060000_trip_fares },
  { name: 'Migration20261128070000_bills', class: Migration20261128070000_bills },
  { name: 'Migration20261128090000_bill_documents_payments', class: Migration20261128090000_bill_documents_payments },
  { name: 'Migration20261128100000_odometer', class: Migration20261128100000_odometer },
  { name: 'Migration20261128110000_trip_fare_extras', class: Migration20261128110000_trip_fare_extras },
  { name: 'Migration20261128150000_partners', class: Migration20261128150000_partners },
  { name: 'Migration20261128170000_scheduled_due_index', class: Migration20261128170000_scheduled_due_index },
  { name: 'Migration20261128190000_api_keys', class: Migration20261128190000_api_keys },
  { name: 'Migration20261128200000_webhooks', class: Migration20261128200000_webhooks },
  { name: 'Migration20261128210000_webhook_rotation_attempts', class: Migration20261128210000_webhook_rotation_attempts },
];
