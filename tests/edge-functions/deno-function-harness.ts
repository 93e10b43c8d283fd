import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LoopbackEmulator } from '../../mocks/loopback';
import { passAdminSecondFactor } from '../../mocks/handlers/rest-test-support';
import { adminTotpCode, DEMO_PASSWORD, PERSONAS, type PersonaKey } from '../../mocks/seed/personas';

/**
 * What the Edge Function tests that call an outside provider share: one function served under real Deno against
 * the loopback emulator, a persona's token (the admin's with its second factor), and a POST as that caller.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface DenoFunctions {
  /** Starts `name` under Deno with `env` (and no variable matching `ownEnv` from the machine); its URL. */
  serve(name: string, env: Record<string, string>): Promise<string>;
  /** Everything the Deno processes printed (checked for secrets). */
  output(): string;
  stopAll(): void;
}

export function denoFunctions(emulator: () => LoopbackEmulator, ownEnv: RegExp): DenoFunctions {
  const running: ChildProcess[] = [];
  let printed = '';
  return {
    async serve(name, extraEnv) {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        SUPABASE_URL: emulator().url,
        SUPABASE_ANON_KEY: emulator().anonKey,
        SUPABASE_SERVICE_ROLE_KEY: emulator().serviceRoleKey,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
      };
      // Only what the test gives: never a key or provider from the machine's environment.
      for (const key of Object.keys(env)) if (ownEnv.test(key)) delete env[key];
      const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', `${name}/index.ts`], {
        cwd: FUNCTIONS_DIR,
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(child);
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        printed += chunk.toString();
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      for (let attempt = 0; attempt < 600; attempt += 1) {
        if (child.exitCode !== null) throw new Error(`deno exited (${child.exitCode}) serving ${name}:\n${output}`);
        if (output.includes('Listening on')) return `http://127.0.0.1:${port}`;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} did not start under Deno within 60 s:\n${output}`);
    },
    output: () => printed,
    stopAll: () => {
      for (const child of running) child.kill();
    },
  };
}

/** A persona's access token from the emulator; the admin's has passed its second factor. */
export async function personaToken(emulator: LoopbackEmulator, persona: PersonaKey): Promise<string> {
  const response = await fetch(`${emulator.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: emulator.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: PERSONAS[persona].email, password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { access_token: string }).access_token;
  return persona === 'admin'
    ? passAdminSecondFactor(emulator.url, token, adminTotpCode(), { apikey: emulator.anonKey })
    : token;
}

/** POSTs `body` (as JSON, or as given when a string) to a function as the caller, or with no token. */
export async function callFunction(emulator: LoopbackEmulator, url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: emulator.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}
