import { parseEnv } from './env-schema';

/** The parsed configuration of this build. */
export const env = parseEnv(import.meta.env as Record<string, string | undefined>);
