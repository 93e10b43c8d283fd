// Which sources a built chunk contains and how many of its bytes each one produced, from the hidden
// source maps the benchmark builds emit (no source-map library needed: the mappings are Base64 VLQ).
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** 'src/features/x.tsx' or 'node_modules/react-dom/...' from a map's relative source path. */
export function normaliseSource(source) {
  const path = source.replace(/\\/g, '/').replace(/^(\.\.?\/)+/, '');
  const nodeModules = path.lastIndexOf('node_modules/');
  return nodeModules >= 0 ? path.slice(nodeModules) : path;
}

/** The bucket a source's bytes are reported under: an npm package, or a folder of the app. */
export function sourceGroup(source) {
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const app = /^((?:src|adapters|mocks)\/(?:[^/]+\/)?)/.exec(source);
  return app ? app[1] : source;
}

/**
 * @param {string} jsFile a built chunk with `${jsFile}.map` beside it
 * @returns {{ sources: string[], bytesBySource: Map<string, number> } | null} null without a map
 */
export function chunkSources(jsFile) {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sources = (map.sources ?? []).map(normaliseSource);
  const lines = readFileSync(jsFile, 'utf8').split('\n');
  const bytesBySource = new Map();
  let sourceIndex = 0;
  (map.mappings ?? '').split(';').forEach((line, lineNo) => {
    const length = lines[lineNo]?.length ?? 0;
    let column = 0;
    const segments = [];
    for (const part of line.split(',')) {
      if (!part) continue;
      const values = decodeSegment(part);
      column += values[0] ?? 0;
      if (values.length >= 4) sourceIndex += values[1] ?? 0;
      segments.push({ column, source: values.length >= 4 ? sourceIndex : -1 });
    }
    segments.forEach((segment, i) => {
      if (segment.source < 0) return;
      const end = segments[i + 1]?.column ?? length;
      const name = sources[segment.source];
      if (name !== undefined)
        bytesBySource.set(name, (bytesBySource.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return { sources, bytesBySource };
}
