import { router } from './init';
import { authRouter } from './routers/auth.router';
import { billsRouter } from './routers/bills.router';
import { bookingsRouter } from './routers/bookings.router';
import { crewRouter } from './routers/crew.router';
import { dashboardRouter } from './routers/dashboard.router';
import { faresRouter } from './routers/fares.router';
import { fleetRouter } from './routers/fleet.router';
import { hospitalsRouter } from './routers/hospitals.router';
import { inquiriesRouter } from './routers/inquiries.router';
import { organisationsRouter } from './routers/organisations.router';
import { partnerRouter } from './routers/partner.router';
import { seriesRouter } from './routers/series.router';
import { reportsRouter } from './routers/reports.router';
import { siteRouter } from './routers/site.router';
import { usersRouter } from './routers/users.router';

export const appRouter = router({
  auth: authRouter,
  bills: billsRouter,
  bookings: bookingsRouter,
  crew: crewRouter,
  dashboard: dashboardRouter,
  fares: faresRouter,
  fleet: fleetRouter,
  hospitals: hospitalsRouter,
  inquiries: inquiriesRouter,
  organisations: organisationsRouter,
  partner: partnerRouter,
  series: seriesRouter,
  reports: reportsRouter,
  site: siteRouter,
  users: usersRouter,
});

/** The API's type: the web client imports this type (never the code). */
export type AppRouter = typeof appRouter;
