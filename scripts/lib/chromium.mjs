// The browser tests use Debian's Chromium, never a downloaded one (these machines cannot download browsers), and
// poppler-utils' pdftoppm, which turns the PDFs a journey downloads into pictures to be looked at.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Finds a program, installing its Debian package when running as root; otherwise says what is missing. */
function ensureDebianProgram({ path, debianPackage, missing }) {
  const found = () =>
    path.includes('/')
      ? fs.existsSync(path)
      : spawnSync('sh', ['-c', `command -v ${path}`], { stdio: 'ignore' }).status === 0;
  if (found()) return { ok: true, path };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(
      `${path} is missing: installing Debian's ${debianPackage} package (apt-get install -y ${debianPackage})...`,
    );
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (found()) return { ok: true, path };
  }
  return { ok: false, message: missing };
}

/** Finds Chromium, installing Debian's package when running as root; otherwise says what is missing. */
export function ensureChromium() {
  return ensureDebianProgram({
    path: CHROMIUM_PATH,
    debianPackage: 'chromium',
    missing:
      `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  });
}

/** Finds pdftoppm (the Musandam journey's border list as a picture), installing poppler-utils when it can. */
export function ensurePdftoppm() {
  return ensureDebianProgram({
    path: 'pdftoppm',
    debianPackage: 'poppler-utils',
    missing:
      'The browser tests need pdftoppm. Install it with "sudo apt-get install -y poppler-utils" (Debian/Ubuntu).',
  });
}
