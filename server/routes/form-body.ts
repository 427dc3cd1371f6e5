import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin read a plain HTML form's post (its own encoding,
 * `application/x-www-form-urlencoded`) as an object of strings; a repeated name keeps its last
 * value (no form of ours repeats one).
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
