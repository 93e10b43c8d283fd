import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Library modules that the built app swaps for stand-ins because they cost every signed-in page bytes for features
// it does not use, or uses only later (docs/decisions/0011). Whole packages are swapped by the aliases in
// vite.config.ts; these swap one module where one importer imports it. Tests, stories and the dev server run the
// real modules; every e2e journey runs the built app with the stand-ins.

/**
 * auth-js's GoTrueClient imports its admin API (used here only by sign-out), WebAuthn and Sign in with Ethereum up
 * front: they get stand-ins that load the real admin API on its first call and refuse the two features the app does
 * not use (adapters/supabase/auth-extras-on-demand.ts). Only GoTrueClient's own imports are swapped, so the stand-in
 * still reaches the real admin API by its file.
 */
export function authExtrasOnDemand(): Plugin {
  const standIn = fileURLToPath(new URL('./adapters/supabase/auth-extras-on-demand.ts', import.meta.url));
  const swapped = new Set(['./GoTrueAdminApi', './lib/webauthn', './lib/web3/ethereum']);
  const goTrueClient = /[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]GoTrueClient\.js$/;
  return {
    name: 'entitylens:auth-extras-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return swapped.has(source) && importer && goTrueClient.test(importer) ? standIn : null;
    },
  };
}

const NO_JSON_SCHEMA = `() => { throw new Error("zod's JSON Schema output is not part of this app's bundle (vite-stand-ins.ts)"); }`;
const PROCESSORS = '\0entitylens:zod-json-schema-processors';
const TO_JSON_SCHEMA = '\0entitylens:zod-to-json-schema';

/**
 * zod's classic schemas give every schema its JSON Schema output (`toJSONSchema()`, the Standard Schema's
 * `jsonSchema`) by importing the whole generator: about 5 kB gzip on every page that validates anything. The app
 * never asks a schema for its JSON Schema (the report packet's is written by a test, under vitest). The generator is
 * swapped, for the classic schemas alone, for a module whose processors throw; `aggregateChecks`, which the
 * schemas' `minLength`, `maxLength` and `format` read, stays the real one (the only export taken from the real file,
 * so the rest is left out of the bundle). The stand-in's names are read from the real file, so they follow zod.
 */
export function zodWithoutJsonSchema(): Plugin {
  const classicSchemas = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  let processorsFile = '';
  return {
    name: 'entitylens:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !classicSchemas.test(importer)) return null;
      if (source === '../core/json-schema-processors.js') {
        processorsFile = join(dirname(importer), source);
        return PROCESSORS;
      }
      return source === '../core/to-json-schema.js' ? TO_JSON_SCHEMA : null;
    },
    load(id) {
      if (id === TO_JSON_SCHEMA)
        return [
          `const absent = ${NO_JSON_SCHEMA};`,
          'export const createToJSONSchemaMethod = () => absent;',
          'export const createStandardJSONSchemaMethod = () => absent;',
        ].join('\n');
      if (id !== PROCESSORS) return null;
      const names = [...readFileSync(processorsFile, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)]
        .map((match) => match[1]!)
        .filter((name) => name !== 'aggregateChecks');
      return [
        `export { aggregateChecks } from ${JSON.stringify(processorsFile)};`,
        `const absent = ${NO_JSON_SCHEMA};`,
        ...names.map((name) => `export const ${name} = absent;`),
      ].join('\n');
    },
  };
}
