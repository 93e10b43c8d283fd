import { describe, it } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { backendContract } from '../contract/backend.contract';
import { DEMO_PASSWORD, PERSONAS, signInAsPersona } from '../../mocks/seed/personas';
import {
  CONTRACT_ENV,
  REAL_PROJECT_CAPABILITIES,
  createRealProjectHarness,
  readRealProjectSettings,
} from './contract-harness';

// The shared behaviour suite against a REAL Supabase project (hosted, or a local `supabase start` stack),
// migrated with supabase/migrations, seeded with supabase/seed.sql and with the Edge Functions deployed.
// It needs the service-role key to put the seed back between tests, so it runs only when all three
// variables are set; otherwise one skipped test says so.
const settings = readRealProjectSettings(process.env);

if ('missing' in settings) {
  console.info(
    `[contract] SupabaseAdapter contract skipped: ${settings.missing.join(', ')} not set. ` +
      `Set ${CONTRACT_ENV.join(', ')} to run it against a migrated and seeded Supabase project.`,
  );
} else {
  const seed = {
    demoPassword: DEMO_PASSWORD,
    signIn: (auth: BackendAdapter['auth'], persona: keyof typeof PERSONAS) =>
      signInAsPersona(auth, PERSONAS[persona].email),
  };
  backendContract(
    `SupabaseAdapter against ${settings.url}`,
    REAL_PROJECT_CAPABILITIES,
    createRealProjectHarness(settings, seed),
  );
}

describe.skipIf(!('missing' in settings))('BackendAdapter contract: SupabaseAdapter against a real project', () => {
  it.skip(`skipped: ${CONTRACT_ENV.join(', ')} are not all set, so there is no real Supabase project to run against`, () => {});
});
