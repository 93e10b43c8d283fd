/**
 * Stands in for `@supabase/storage-js` in the app's bundles (vite.config.ts aliases it here, as it does realtime):
 * supabase-js constructs a StorageClient when the client is created, so the storage client and the Iceberg
 * catalogue it imports (about 7 kB gzip) were on every signed-in page, though only a document's upload, download
 * or removal uses them. This class keeps what supabase-js hands it and loads the real package on the first call.
 *
 * Only the asynchronous calls pass through (each returns what the real one resolves to: `{ data, error }`);
 * anything else (getPublicUrl, throwOnError, vectors, analytics...) fails loudly rather than changing meaning.
 * Tests run the real package (vitest does not read vite.config.ts); the emulator journeys run this one.
 */
import type * as StorageJs from '@supabase/storage-js/dist/index.mjs';

type Real = typeof StorageJs;
type RealStorageClient = StorageJs.StorageClient;
type ClientArgs = ConstructorParameters<Real['StorageClient']>;

let real: Promise<Real> | null = null;
// The real package, by its file: vite.config.ts aliases the bare name only.
const loadReal = (): Promise<Real> => (real ??= import('@supabase/storage-js/dist/index.mjs'));

/** The bucket's calls that this app or its checks may make; each is asynchronous in storage-js too. */
const FILE_CALLS = [
  'upload',
  'update',
  'uploadToSignedUrl',
  'createSignedUploadUrl',
  'move',
  'copy',
  'createSignedUrl',
  'createSignedUrls',
  'download',
  'info',
  'exists',
  'remove',
  'list',
  'listV2',
] as const;
const BUCKET_CALLS = [
  'listBuckets',
  'getBucket',
  'createBucket',
  'updateBucket',
  'emptyBucket',
  'deleteBucket',
] as const;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

function unsupported(name: string): never {
  throw new Error(`storage.${name} is not available in this build: it loads the storage client on demand`);
}

export class StorageClient {
  readonly #args: ClientArgs;
  #client: Promise<RealStorageClient> | null = null;

  constructor(...args: ClientArgs) {
    this.#args = args;
    for (const name of BUCKET_CALLS) {
      Object.defineProperty(this, name, {
        value: async (...callArgs: unknown[]) => ((await this.#real())[name] as AnyCall)(...callArgs),
      });
    }
  }

  #real(): Promise<RealStorageClient> {
    return (this.#client ??= loadReal().then(({ StorageClient: Client }) => new Client(...this.#args)));
  }

  /** A bucket's files: the same calls as storage-js's, each loading the real client first. */
  from(bucket: string): Record<(typeof FILE_CALLS)[number], AnyCall> {
    const calls = Object.fromEntries(
      FILE_CALLS.map((name) => [
        name,
        async (...callArgs: unknown[]) => {
          const files = (await this.#real()).from(bucket);
          // download() answers a builder that resolves like a promise: awaiting it here gives { data, error }.
          return await (files[name] as AnyCall).apply(files, callArgs);
        },
      ]),
    ) as Record<(typeof FILE_CALLS)[number], AnyCall>;
    return new Proxy(calls, {
      get: (target, name) => {
        if (typeof name === 'string' && name in target) return target[name as keyof typeof target];
        // Not a thenable, and inspectable (symbols): anything else is a call this stand-in does not make.
        if (typeof name === 'symbol' || name === 'then') return undefined;
        return unsupported(name);
      },
    });
  }

  get vectors(): never {
    return unsupported('vectors');
  }

  get analytics(): never {
    return unsupported('analytics');
  }
}

/**
 * supabase-js re-exports this name. The errors a call answers come from the real package, so `instanceof`
 * checks the error's name, as adapters/supabase/map-error.ts does.
 */
export class StorageApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'StorageApiError';
  }
}
