import { router } from './init';
import { authRouter } from './routers/auth.router';
import { bookingsRouter } from './routers/bookings.router';
import { siteRouter } from './routers/site.router';

export const appRouter = router({
  auth: authRouter,
  bookings: bookingsRouter,
  site: siteRouter,
});

/** The API's type: the web client imports this type (never the code). */
export type AppRouter = typeof appRouter;
