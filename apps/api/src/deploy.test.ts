// The container image and the compose deployment (issue 38, decision 116), checked where no container engine can
// build or run them (this machine reaches no image registry): the Dockerfile's stages, user, flags, health check and
// the files it copies; the compose file's services and environment; the Caddyfile; and deploy/.env.example against
// what a production start of this API requires.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.js';
import { createTestApp, type TTestApp } from './test/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface TInstruction {
  keyword: string;
  args: string;
  stage: number;
}

/** The Dockerfile's instructions, continuation lines joined, comments left out, each with its stage's index. */
function dockerfileInstructions(text: string): TInstruction[] {
  const joined = text.replace(/\\\n\s*/g, ' ');
  const instructions: TInstruction[] = [];
  let stage = -1;
  for (const line of joined.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    instructions.push({ keyword: keyword.toUpperCase(), args, stage });
  }
  return instructions;
}

/** The root package.json's Node flags for the API (decision 016), as `npm start` passes them. */
function apiNodeFlags(): string[] {
  const { config } = JSON.parse(read('package.json')) as { config: { apiNodeFlags: string } };
  return config.apiNodeFlags.split(/\s+/).filter(Boolean);
}

/** Every variable a .env-style file names, set or commented out (`# NAME=`). */
function envFileNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string));
}

/** What a .env file sets (uncommented lines), as compose's env_file reads them. */
function envFileValues(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1] as string, (match[2] ?? '').trim()]),
  );
}

describe('the Dockerfile', () => {
  const instructions = dockerfileInstructions(read('Dockerfile'));
  const froms = instructions.filter((each) => each.keyword === 'FROM');
  const runtime = froms.length - 1;
  const inRuntime = (keyword: string) =>
    instructions.filter((each) => each.stage === runtime && each.keyword === keyword);

  it('builds in one stage and runs from a slim Node LTS on Debian bookworm', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(froms[0]?.args).toMatch(/ AS build$/);
    expect(froms[runtime]?.args).toMatch(/^node:(22|24)-bookworm-slim\b/);
    // Native modules (better-sqlite3) are compiled in the build stage for its Node: the runtime's must be the same major.
    const buildImage = instructions.find((each) => each.keyword === 'ARG' && each.args.startsWith('NODE_IMAGE='));
    const major = (image: string | undefined) => image?.match(/node:(\d+)-/)?.[1];
    expect(major(buildImage?.args)).toMatch(/^(22|24)$/);
    expect(major(buildImage?.args)).toBe(major(froms[runtime]?.args));
    const buildRuns = instructions
      .filter((each) => each.stage === 0 && each.keyword === 'RUN')
      .map((each) => each.args);
    expect(buildRuns.some((run) => run.startsWith('npm ci'))).toBe(true);
    expect(buildRuns).toContain('npm run build');
    expect(buildRuns.some((run) => /^npm prune --omit=dev\b/.test(run))).toBe(true);
    // The runtime installs and builds nothing: it only copies the build's output.
    expect(inRuntime('RUN').map((each) => each.args)).toEqual(['mkdir -p /data && chown node:node /data']);
  });

  it('runs as a user without root, in production, with the data directory a volume', () => {
    const users = inRuntime('USER').map((each) => each.args);
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    const env = inRuntime('ENV')
      .map((each) => each.args)
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBe('/data');
    expect(inRuntime('VOLUME').map((each) => each.args)).toEqual([`["${dataDir}"]`]);
    const port = /\bPORT=(\d+)/.exec(env)?.[1];
    expect(inRuntime('EXPOSE').map((each) => each.args)).toEqual([port]);
  });

  it("starts the built server with package.json's Node flags, and checks /api/ready", () => {
    const [cmd] = inRuntime('CMD');
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(['node', ...apiNodeFlags(), 'apps/api/dist/server.js']);
    const [healthcheck] = inRuntime('HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/\bCMD\b.*\/api\/ready/);
  });

  it('copies only files that exist, none of them a secret, and bakes no secret into the image', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    for (const needed of ['.git', '**/node_modules', '**/dist', '.env', '**/.env', 'data']) {
      expect(ignored).toContain(needed);
    }
    const copies = instructions.filter((each) => each.keyword === 'COPY');
    const sources = copies
      .filter((each) => !each.args.startsWith('--from='))
      .flatMap((each) => each.args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
      expect(ignored.some((pattern) => pattern === source || pattern === `**/${source}`)).toBe(false);
      expect(source).not.toMatch(/(^|\/)\.env/);
    }
    // What the runtime takes from the build: a workspace's manifest or what its build writes (dist/), or the root's.
    const fromBuild = copies
      .filter((each) => each.args.startsWith('--from=build '))
      .map((each) => each.args.split(/\s+/)[1] ?? '');
    expect(fromBuild).toContain('/app/apps/api/dist');
    expect(fromBuild).toContain('/app/apps/web/dist');
    for (const file of fromBuild) {
      const inRepo = file.replace(/^\/app\//, '');
      if (inRepo === 'node_modules') continue;
      expect(fs.existsSync(path.join(ROOT, inRepo.replace(/\/dist$/, ''))), file).toBe(true);
    }
    for (const each of instructions.filter((one) => one.keyword === 'ENV' || one.keyword === 'ARG')) {
      expect(each.args).not.toMatch(/SECRET|PASSWORD|TOKEN|_KEY\b|PERSONAL_DATA/);
    }
  });
  it('keeps every package the servers import: each is a production dependency of its workspace', () => {
    const sourcesOf = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'test' ? [] : sourcesOf(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    for (const workspace of ['apps/api', 'packages/shared', 'packages/demo']) {
      const manifest = JSON.parse(read(`${workspace}/package.json`)) as { dependencies?: Record<string, string> };
      const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
      const missing = new Set<string>();
      for (const file of sourcesOf(path.join(ROOT, workspace, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        // Imports and re-exports of values (a type-only import is gone from the built JavaScript), and import().
        const specifiers = text.matchAll(
          /^(?:import|export)(?!\s+type\b)[^;]*?from\s+['"]([^'".][^'"]*)['"]|import\(['"]([^'".][^'"]*)['"]\)/gm,
        );
        for (const match of specifiers) {
          const specifier = (match[1] ?? match[2]) as string;
          if (specifier.startsWith('node:')) continue;
          const name = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          if (!dependencies.has(name)) missing.add(`${name} (${path.relative(ROOT, file)})`);
        }
      }
      expect([...missing], workspace).toEqual([]);
    }
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        env_file?: string;
        environment?: Record<string, string>;
        command?: string[];
        healthcheck?: { test?: string[]; disable?: boolean };
        depends_on?: Record<string, { condition: string }>;
        volumes?: string[];
        ports?: string[];
      }
    >;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;
  const example = read('deploy/.env.example');

  it('runs PostgreSQL, two API servers, the messages worker and Caddy, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'caddy', 'postgres', 'worker']);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'worker') expect(service.healthcheck).toEqual({ disable: true });
      else if (name.startsWith('api-'))
        expect(service.healthcheck).toBeUndefined(); // the image's /api/ready check
      else expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    for (const name of ['api-1', 'api-2', 'worker']) {
      expect(services[name]?.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(services[name]?.volumes).toEqual(['rihla-data:/data']);
      expect(services[name]?.env_file).toBe('.env');
    }
    for (const volume of Object.values(services).flatMap((service) => service.volumes ?? [])) {
      const [name] = volume.split(':');
      if (!name?.startsWith('.')) expect(compose.volumes, volume).toHaveProperty(name ?? '');
    }
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('sends messages from the worker alone, behind one proxy hop, with the metrics Prometheus scrapes', () => {
    for (const name of ['api-1', 'api-2']) {
      const env = services[name]?.environment ?? {};
      expect(env).toMatchObject({
        MESSAGES_WORKER: 'inline',
        OUTBOX_POLL_MS: '0',
        TRUST_PROXY: '1',
        NODE_ENV: 'production',
      });
      expect(read('deploy/prometheus/prometheus.yml')).toContain(`${name}:${env.METRICS_PORT}`);
    }
    expect(services.worker?.command).toEqual(['node', ...apiNodeFlags(), 'apps/api/dist/messages-worker.js']);
    expect(Number(services.worker?.environment?.OUTBOX_POLL_MS)).toBeGreaterThan(0);
  });

  it('names in deploy/.env.example every variable it reads, and only variables the API or compose reads', () => {
    const text = [read('deploy/compose.yaml'), read('deploy/Caddyfile')].join('\n');
    // Compose's ${NAME} and ${NAME:?...}, the Caddyfile's {$NAME}.
    const interpolated = new Set(
      [...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)|\{\$([A-Z][A-Z0-9_]*)\}/g)].map(
        (match) => (match[1] ?? match[2]) as string,
      ),
    );
    expect(interpolated).toEqual(new Set(['RIHLA_IMAGE', 'POSTGRES_PASSWORD', 'SHOP_DOMAIN', 'ACME_EMAIL']));
    interpolated.delete('RIHLA_IMAGE'); // the image's name, rihla:latest unless set
    const named = envFileNames(example);
    expect([...interpolated].filter((name) => !named.has(name))).toEqual([]);
    const known = new Set([...envFileNames(read('.env.example')), 'SHOP_DOMAIN', 'ACME_EMAIL', 'POSTGRES_PASSWORD']);
    for (const name of ['TWILIO_WHATSAPP_FROM', 'TWILIO_WHATSAPP_CONTENT_SID', 'SHOP_NAME', 'SELLER_NAME']) {
      known.add(name);
    }
    for (const name of ['SELLER_TRN', 'SELLER_ADDRESS', 'SUPPORT_PHONE', 'SUPPORT_EMAIL', 'TELR_API_URL']) {
      known.add(name);
    }
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  it("starts an API server in production once the example's empty values are filled, and not before", () => {
    const values = envFileValues(example);
    const env = services['api-1']?.environment ?? {};
    // Compose's interpolation of deploy/.env into the service's own environment.
    const interpolate = (filled: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          String(value).replace(/\$\{([A-Z_]+)(:\?[^}]*)?\}/g, (_, variable: string) => filled[variable] ?? ''),
        ]),
      );
    const filled = {
      ...values,
      POSTGRES_PASSWORD: 'a1b2c3',
      APP_SECRET: 'x'.repeat(64),
      PERSONAL_DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
    };
    const unset = (record: Record<string, string>) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));
    const config = loadConfig({ ...unset(filled), ...interpolate(filled) });
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe(`https://${values.SHOP_DOMAIN}`);
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://rihla:a1b2c3@postgres:5432/rihla' });
    expect(config.trustProxy).toBe(1);
    expect(config.mail.worker).toBe('inline');
    expect(config.mail.pollMs).toBe(0);
    expect(() => loadConfig({ ...unset(values), ...interpolate(values) })).toThrow(/APP_SECRET|PERSONAL_DATA_KEY/);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it("serves the shop's domain with automatic HTTPS, balancing over both servers and skipping a dead one", () => {
    expect(caddyfile).toMatch(/^\{\$SHOP_DOMAIN\} \{$/m);
    expect(caddyfile).not.toMatch(/auto_https|http:\/\//);
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(caddyfile).toMatch(/lb_try_duration \d+s/);
    expect(caddyfile).toMatch(/request_header X-Request-Id \{http\.request\.uuid\}/);
  });
});

describe('the health check the image and the proxy call', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers GET /api/ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'ready' });
  });

  it("passes the image's HEALTHCHECK command while the server is ready, and fails it where none listens", async () => {
    const [healthcheck] = dockerfileInstructions(read('Dockerfile')).filter((each) => each.keyword === 'HEALTHCHECK');
    const [program, ...args] = JSON.parse(healthcheck?.args.replace(/^.*?\bCMD\s+/, '') ?? '[]') as string[];
    expect(program).toBe('node');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const check = (onPort: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, PORT: String(onPort) } });
        child.once('exit', resolve);
      });
    expect(await check(port)).toBe(0);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await check(closedPort)).toBe(1);
  });
});
