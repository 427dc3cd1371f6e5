export * from './profile.entity';
export * from './user-role.entity';
export * from './booking.entity';
export * from './ambulance.entity';
export * from './contact-submission.entity';
export * from './change-event.entity';
export * from './history-entry.entity';

import { AmbulanceSchema } from './ambulance.entity';
import { BookingSchema } from './booking.entity';
import { ChangeEventSchema } from './change-event.entity';
import { ContactSubmissionSchema } from './contact-submission.entity';
import { HistoryEntrySchema } from './history-entry.entity';
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
];
