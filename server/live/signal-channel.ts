/**
 * A channel for work that is ready for any process to pick up, named by its payload. Unlike a
 * change, a signal carries no data and is not replayed: it only says "look now" where each
 * process would otherwise look on its next tick. Sent with `pg_notify` inside the transaction
 * that made the work, so a process hears it only once that work is committed and visible.
 */
export const SIGNAL_CHANNEL = 'app_signals';

/** The signals there are: deliveries the webhook dispatcher has just made (server/webhooks/). */
export type Signal = 'webhooks-due';

/** The statement that sends a signal (run it inside the transaction whose work it announces). */
export const SIGNAL_SQL = `select pg_notify('${SIGNAL_CHANNEL}', ?)`;
