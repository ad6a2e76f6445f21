// The browser tests use Debian's Chromium, never a downloaded one (these machines cannot download browsers).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Finds Chromium, installing Debian's package when running as root; otherwise says what is missing. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)...");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  }
  return {
    ok: false,
    message:
      `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  };
}
