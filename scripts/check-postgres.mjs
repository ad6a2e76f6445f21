// Fails with a clear message when TEST_DATABASE_URL names a PostgreSQL that does not answer.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  console.log(`PostgreSQL answers at ${url}`);
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  process.exit(1);
}
