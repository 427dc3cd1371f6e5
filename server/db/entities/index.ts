export * from './profile.entity';
export * from './user-role.entity';
export * from './booking.entity';
export * from './ambulance.entity';
export * from './contact-submission.entity';
export * from './change-event.entity';
export * from './history-entry.entity';
export * from './history-personal-values.entity';
export * from './crew-op.entity';
export * from './hospital.entity';
export * from './prealert.entity';
export * from './rate-card.entity';
export * from './trip-fare.entity';
export * from './bill.entity';
export * from './payment.entity';
export * from './organisation.entity';
export * from './partner-invitation.entity';
export * from './partner-series.entity';
export * from './api-key.entity';
export * from './webhook.entity';

import { AmbulanceSchema } from './ambulance.entity';
import { BookingSchema } from './booking.entity';
import { ChangeEventSchema } from './change-event.entity';
import { ContactSubmissionSchema } from './contact-submission.entity';
import { CrewOpSchema } from './crew-op.entity';
import { HospitalSchema } from './hospital.entity';
import { PrealertSchema } from './prealert.entity';
import { RateCardSchema } from './rate-card.entity';
import { TripFareSchema } from './trip-fare.entity';
import { BillSchema } from './bill.entity';
import { PaymentSchema } from './payment.entity';
import { OrganisationSchema } from './organisation.entity';
import { PartnerInvitationSchema } from './partner-invitation.entity';
import { PartnerSeriesSchema } from './partner-series.entity';
import { ApiKeySchema } from './api-key.entity';
import { WebhookDeliverySchema, WebhookEndpointSchema, WebhookEventSchema } from './webhook.entity';
import { HistoryEntrySchema } from './history-entry.entity';
import { HistoryPersonalValuesSchema } from './history-personal-values.entity';
import { ProfileSchema } from './profile.entity';
import { UserRoleSchema } from './user-role.entity';

export const entities = [
  ProfileSchema,
  UserRoleSchema,
  BookingSchema,
  AmbulanceSchema,
  ContactSubmissionSchema,
  ChangeEventSchema,
  HistoryEntrySchema,
  HistoryPersonalValuesSchema,
  CrewOpSchema,
  HospitalSchema,
  PrealertSchema,
  RateCardSchema,
  TripFareSchema,
  BillSchema,
  PaymentSchema,
  OrganisationSchema,
  PartnerInvitationSchema,
  PartnerSeriesSchema,
  ApiKeySchema,
  WebhookEndpointSchema,
  WebhookEventSchema,
  WebhookDeliverySchema,
];
