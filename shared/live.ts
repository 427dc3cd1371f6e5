import { z } from 'zod';

/** Live change events pushed to staff screens (server/live publishes, web/ invalidates). */
export const CHANGE_TOPICS = ['booking', 'ambulance', 'inquiry', 'user'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** Who caused a change: a signed-in staff member, the public website, or the system (seed, CLI). */
export const CHANGE_ORIGINS = ['staff', 'website', 'system', 'partner'] as const;
export type ChangeOrigin = (typeof CHANGE_ORIGINS)[number];

/** What a subscriber receives: ids (and a booking's vehicle); screens refetch what they show. */
export interface ChangeEventMessage {
  kind: 'change';
  /** Position in the change stream: follows commit order, so it is also the resume point. */
  id: number;
  topic: ChangeTopic;
  action: ChangeAction;
  entityId: string;
  /** 'website' for public booking requests and inquiries: the dashboard shows a notification. */
  origin: ChangeOrigin;
  occurredAt: string;
  /** A booking's event: the vehicle the booking is on (null: none, or deleted). */
  vehicleId?: string | null;
}

/**
 * Sent instead of a replay that cannot be given in full (more missed changes than the server
 * replays, or a resume point older than the changes it keeps): the screen refetches
 * everything it shows, and the stream carries on from this position.
 */
export interface RefetchMessage {
  kind: 'refetch';
  id: number;
}

/**
 * Changes that queued for one subscriber (several committed at once, or a stream that fell
 * behind) go out together, in order, as one message: under a burst a screen gets fewer
 * messages, each doing the same. Its id, the resume point, is the last one's.
 */
export interface ChangesMessage<T = ChangeEventMessage | RefetchMessage> {
  kind: 'changes';
  id: number;
  changes: T[];
}

/** One item of an onChange stream. */
export type ChangeStreamMessage = ChangeEventMessage | RefetchMessage | ChangesMessage;

/** Input of every onChange subscription: the last event a reconnecting client saw. */
export const changeStreamInput = z.object({ lastEventId: z.string().max(20).nullish() }).optional();
