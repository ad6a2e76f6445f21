// The reference of the API reads: a bare Fastify server, started as a child process exactly like the real one
// (same logger settings, same JSON body parsing), whose one route answers a constant envelope.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const level = process.env.LOG_LEVEL ?? 'info';
const app = Fastify({
  logger: { level, redact: ['req.headers["x-access-token"]', 'req.headers.authorization'] },
  bodyLimit: 64 * 1024,
});
const ANSWER = { status: 1, data: null, message: 'Success' };
app.post('/api/bare', async () => ANSWER);
app.get('/api/health', async () => ({ status: 1, message: 'ok' }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port });
