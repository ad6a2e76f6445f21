import type { FastifyInstance } from 'fastify';

/** The timetables, seats and prices calls (issue 17): operator-calls/timetables.ts in packages/shared. */
export async function timetablesDeskRoutes(_app: FastifyInstance): Promise<void> {}
