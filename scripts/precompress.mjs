#!/usr/bin/env node
// Writes gzip and brotli twins (file.js.gz, file.js.br) of every compressible file of a client build,
// so the preview server, the benchmark and hosts that serve precompressed files (nginx gzip_static /
// brotli_static) send compressed bytes without compressing on each request. Uncompressed, '/' would
// cost about a megabyte of transfer; Lighthouse's simulated mobile network makes that the first paint.
// Usage: node scripts/precompress.mjs [clientDir]   (default build/client)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const GZIP = { level: 9 };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The file's bytes when it gets twins (compressible and large enough), else null. */
function worthCompressing(file) {
  if (!COMPRESSIBLE.test(file)) return null;
  const bytes = readFileSync(file);
  return bytes.length < MIN_BYTES ? null : bytes;
}

function writeTwins(file, gz, br) {
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
}

/**
 * Writes (or rewrites) one file's .gz and .br twins; the benchmark uses it for the HTML it rewrites.
 * @param {string} file @returns {boolean} whether the file got twins (compressible and large enough)
 */
export function precompressFile(file) {
  const bytes = worthCompressing(file);
  if (!bytes) return false;
  writeTwins(file, gzipSync(bytes, GZIP), brotliCompressSync(bytes, BROTLI));
  return true;
}

/**
 * Every file of a build at once, on zlib's thread pool: one after another, brotli's highest quality kept one core
 * busy for half a minute of each build.
 * @param {string} dir a client build folder @returns {Promise<number>} how many files got compressed twins
 */
export async function precompress(dir) {
  const [gzipAsync, brotliAsync] = [promisify(gzip), promisify(brotliCompress)];
  const done = await Promise.all(
    filesUnder(dir).map(async (file) => {
      const bytes = worthCompressing(file);
      if (!bytes) return false;
      const [gz, br] = await Promise.all([gzipAsync(bytes, GZIP), brotliAsync(bytes, BROTLI)]);
      writeTwins(file, gz, br);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url)));
  console.log(`Precompressed ${await precompress(dir)} files in ${dir} (.gz and .br)`);
}
