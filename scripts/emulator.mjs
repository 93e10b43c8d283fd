// The loopback emulator (`npm run backend`, scripts/backend.mjs) as other scripts need it: the public anon key a
// Supabase build is built with to use it, its service_role key for a secret, and starting one on a port.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);

/** The emulator's public anon key (mocks/api/emulator.ts), which the Supabase build must be built with. */
export function emulatorAnonKey() {
  const source = readFileSync(new URL('mocks/api/emulator.ts', ROOT), 'utf8');
  const key = /EMULATOR_ANON_KEY =\s*'([^']+)'/.exec(source)?.[1];
  if (!key) throw new Error('EMULATOR_ANON_KEY not found in mocks/api/emulator.ts');
  return key;
}

/** A signing secret for one emulator (EMULATOR_JWT_SECRET): 256 random bits. */
export function newEmulatorSecret() {
  return randomBytes(32).toString('base64url');
}

/**
 * The service_role key an emulator signing with `secret` prints: signApiKey('service_role', secret) of
 * mocks/handlers/jwt.ts (its claims, in its order), for a process that starts the emulator and must call it.
 */
export function serviceRoleKeyFor(secret) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'HS256', typ: 'JWT' });
  const payload = part({
    iss: 'supabase-demo',
    ref: 'emulator',
    role: 'service_role',
    iat: 1767225600,
    exp: 2082758400,
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Starts the loopback emulator (`npm run backend`, seeded with the personas) on `port`, with a secret of its own.
 * @returns {Promise<{ url: string, serviceRoleKey: string, close: () => Promise<void> }>}
 */
export async function startEmulator(port) {
  const url = `http://127.0.0.1:${port}`;
  const secret = newEmulatorSecret();
  const child = spawn('node', ['scripts/backend.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), EMULATOR_JWT_SECRET: secret },
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
    serviceRoleKey: serviceRoleKeyFor(secret),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
