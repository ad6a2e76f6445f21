import type { FastifyInstance } from 'fastify';

/** The manifests' and check-in's calls (issue 18; operator-calls/manifests.ts). */
export async function manifestsDeskRoutes(_app: FastifyInstance): Promise<void> {}
