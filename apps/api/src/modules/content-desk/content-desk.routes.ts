import type { FastifyInstance } from 'fastify';

/** The content calls (issue 17): banners, blog posts, the home page's curation (operator-calls/content.ts). */
export async function contentDeskRoutes(_app: FastifyInstance): Promise<void> {}
