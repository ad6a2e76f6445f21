// `npm run fake-gateway -- NAME [--port N] [--notify URL]`: starts the local fake of a payment gateway (decision 078)
// and prints the environment that points the shop at it, so an operator or a developer can try a gateway end to end
// without a bank account: start the fake, then `npm start` with those variables.
import { startEpgFake } from '../gateway-fakes/epg.js';
import type { TFakeGateway, TFakeGatewayOptions } from '../gateway-fakes/fake-gateway.js';
import { startNgeniusFake } from '../gateway-fakes/ngenius.js';
import { startTelrFake } from '../gateway-fakes/telr.js';

const FAKES: Record<string, (options: TFakeGatewayOptions) => Promise<TFakeGateway>> = {
  // One line per gateway: its name and its fake's start function.
  epg: startEpgFake,
  // A paid N-Genius order settles a minute later here (overnight at the real one): refunds in part work from then.
  ngenius: (options) => startNgeniusFake({ ...options, settleAfterMs: 60_000 }),
  telr: startTelrFake,
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const name = process.argv[2] ?? '';
const start = FAKES[name];
if (!start) {
  console.error(`Usage: npm run fake-gateway -- ${Object.keys(FAKES).join('|') || 'NAME'} [--port N] [--notify URL]`);
  process.exit(2);
}
const fake = await start({
  port: Number(option('--port') ?? 0),
  notifyUrl: option('--notify') ?? `http://localhost:3000/api/payments/callback/${name}`,
});
console.log(`The local fake of ${name} listens at ${fake.url}. Start the shop with:\n`);
console.log(
  Object.entries(fake.env)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
  'npm start',
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
