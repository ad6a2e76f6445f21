import type { FastifyInstance } from 'fastify';

/** The bookings desk's calls (issue 18; operator-calls/bookings.ts). */
export async function bookingsDeskRoutes(_app: FastifyInstance): Promise<void> {}
