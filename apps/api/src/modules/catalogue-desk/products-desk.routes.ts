import type { FastifyInstance } from 'fastify';

/** The catalogue desk's product calls (issue 17): operator-calls/catalogue.ts in packages/shared. */
export async function productsDeskRoutes(_app: FastifyInstance): Promise<void> {}
