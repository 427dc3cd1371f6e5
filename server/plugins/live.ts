import fp from 'fastify-plugin';
import { LiveHub, type LiveHubOptions } from '../live/hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** The LISTEN/NOTIFY fan-out of committed changes to this process's subscribers. */
export const livePlugin = fp<{ databaseUrl: string } & Partial<LiveHubOptions>>(
  async function live(app, opts) {
    const { databaseUrl, ...options } = opts;
    const hub = new LiveHub(app.orm, databaseUrl, app.log.child({ component: 'live' }), options);
    await hub.start();
    app.decorate('live', hub);
    app.addHook('onClose', async () => {
      await hub.close();
    });
  },
  { name: 'live', dependencies: ['database'] },
);
