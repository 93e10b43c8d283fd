import { describe, expect, it } from 'vitest';
import { signApiKey } from '../mocks/handlers/jwt';
import { newEmulatorSecret, serviceRoleKeyFor } from './emulator.mjs';

describe('scripts/emulator.mjs', () => {
  it('signs the service_role key the emulator prints for a secret, and each new secret is another', async () => {
    const secret = newEmulatorSecret();
    expect(serviceRoleKeyFor(secret)).toBe(await signApiKey('service_role', secret));
    expect(newEmulatorSecret()).not.toBe(secret);
    expect(secret).toMatch(/^[\w-]{43}$/);
  });
});
