/** The provider works in Bengaluru: "today" and every displayed time are in this zone. */
export const PROVIDER_TIME_ZONE = 'Asia/Kolkata';
