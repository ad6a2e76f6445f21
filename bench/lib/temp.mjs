import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `work` with a fresh temporary directory and removes it afterwards. */
export async function withTempDir(prefix, work) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rihla-bench-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function ms(value) {
  return Number(value.toFixed(value < 10 ? 2 : 1));
}
