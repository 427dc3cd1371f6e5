/** Shown when a form could not be sent (network, server error): the call button follows it. */
export const FAILED_MESSAGE = 'We could not send your request. Please try again, or call us now.';
