import fp from 'fastify-plugin';
import { DashboardFigures } from '../live/dashboard-figures';
import { LiveHub, type LiveHubOptions } from '../live/hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    figures: DashboardFigures;
  }
}

/** The LISTEN/NOTIFY fan-out of committed changes to this process's subscribers, and the dashboard figures it keeps current. */
export const livePlugin = fp<{ databaseUrl: string } & Partial<LiveHubOptions>>(
  async function live(app, opts) {
    const { databaseUrl, ...options } = opts;
    const hub = new LiveHub(app.orm, databaseUrl, app.log.child({ component: 'live' }), options);
    await hub.start();
    app.decorate('live', hub);
    app.decorate('figures', new DashboardFigures(app.orm, hub, app.log.child({ component: 'figures' })));
    app.addHook('onClose', async () => {
      app.figures.close();
      await hub.close();
    });
  },
  { name: 'live', dependencies: ['database'] },
);
