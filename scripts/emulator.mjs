// The loopback emulator (`npm run backend`, scripts/backend.mjs) as other scripts need it: the public anon key a
// Supabase build is built with to use it, and starting one on a port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);

/** The emulator's public anon key (adapters/mock/emulator.ts), which the Supabase build must be built with. */
export function emulatorAnonKey() {
  const source = readFileSync(new URL('adapters/mock/emulator.ts', ROOT), 'utf8');
  const key = /EMULATOR_ANON_KEY =\s*'([^']+)'/.exec(source)?.[1];
  if (!key) throw new Error('EMULATOR_ANON_KEY not found in adapters/mock/emulator.ts');
  return key;
}

/**
 * Starts the loopback emulator (`npm run backend`, seeded with the personas) on `port`.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startEmulator(port) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['scripts/backend.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The emulator exited with ${child.exitCode}`);
    const up = await fetch(`${url}/demo/v1/outbox`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 60_000) {
      child.kill();
      throw new Error(`The emulator did not answer at ${url} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
