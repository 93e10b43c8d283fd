import type { AppEnv } from './env-schema';

/** Parsed and validated at build time (see appEnvDefine in env-schema.ts). */
declare const __APP_ENV__: AppEnv;

/** The parsed configuration of this build. */
export const env: AppEnv = __APP_ENV__;
