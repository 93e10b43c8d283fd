import { http, HttpResponse } from 'msw';
import { API_ROUTES } from '../api/routes';
import type { StorageObjectRecord } from '../db';
import {
  bearerToken,
  callerIsActive,
  callerIsStaff,
  isoNow,
  nestedTooDeep,
  prepare,
  type HandlerContext,
  type RestCaller,
} from './context';
import { verifyToken } from './jwt';
import { withoutBody } from './table';

/**
 * The Storage API (supabase/storage) for the buckets the migrations create: upload, download, HEAD, list, move
 * and remove, with the storage.objects policies of supabase/migrations as their twins. Errors have Storage's
 * shape: HTTP 400 (500 for its own faults) and `{statusCode, code, error, message}`, the real status in
 * `statusCode` (src/internal/errors/storage-error.ts).
 */

interface Bucket {
  public: boolean;
  fileSizeLimit: number;
  allowedMimeTypes: readonly string[];
}

/** storage.buckets as the order migration creates it. */
const BUCKETS: Readonly<Record<string, Bucket>> = {
  'order-documents': { public: false, fileSizeLimit: 20 * 1024 * 1024, allowedMimeTypes: ['application/pdf'] },
};

/** src/storage/limits.ts: the characters an object key may hold. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

function storageError(statusCode: number, code: string, error: string, message: string) {
  return HttpResponse.json(
    { statusCode: String(statusCode), code, error, message },
    { status: statusCode >= 500 ? 500 : 400 },
  );
}

const accessDenied = () =>
  storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
const noSuchKey = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');

/**
 * Storage verifies the bearer JWT itself (src/http/plugins/jwt.ts): the anon key is the anon role, a user
 * token that user; anything it cannot verify is AccessDenied with the verifier's message.
 */
async function storageCaller(ctx: HandlerContext, request: Request): Promise<RestCaller | Response> {
  const denied = (message: string) => storageError(403, 'AccessDenied', 'Unauthorized', message);
  const token = bearerToken(request);
  if (!token) return denied('jwt must be provided');
  const verified = await verifyToken(token, ctx.config.jwtSecret, ctx.now());
  if (!verified.ok) return denied('invalid signature');
  if (verified.expired) return denied('jwt expired');
  if (verified.kind === 'anon') return { kind: 'anon' };
  if (verified.kind === 'service_role') return { kind: 'service' };
  return { kind: 'user', userId: verified.claims.sub, claims: verified.claims };
}

/** storage.foldername(name)[1]: the first folder of an object name (none for a name without a '/'). */
function firstFolder(name: string): string | null {
  const parts = name.split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** The storage_path of every document any order refers to. */
function referencedPaths(ctx: HandlerContext): Set<string> {
  return new Set(ctx.db.orderRequests.all().flatMap((o) => o.documents.map((d) => d.storage_path)));
}

/** The storage.objects policies of the order migration, for each operation. */
export function storagePolicies(ctx: HandlerContext) {
  const ownFolder = (caller: RestCaller, object: { bucket_id: string; name: string }) =>
    caller.kind === 'user' &&
    object.bucket_id === 'order-documents' &&
    callerIsActive(ctx, caller) &&
    firstFolder(object.name) === caller.userId;
  return {
    /**
     * order_documents_select: the owner's folder, or any object for staff (admins, and moderators, who check
     * drafts against the documents: migration 3100); both only while active.
     */
    select: (caller: RestCaller, object: StorageObjectRecord) =>
      caller.kind === 'service' ||
      ownFolder(caller, object) ||
      (caller.kind === 'user' &&
        object.bucket_id === 'order-documents' &&
        callerIsActive(ctx, caller) &&
        callerIsStaff(ctx, caller)),
    /** order_documents_insert: only into the caller's own folder, while active. */
    insert: (caller: RestCaller, object: { bucket_id: string; name: string }) =>
      caller.kind === 'service' || ownFolder(caller, object),
    /**
     * order_documents_delete: files in the caller's folder that the caller uploaded and no order refers to
     * (a failed order's leftovers); a submitted order's documents stay for the retention period.
     */
    delete: (caller: RestCaller, object: StorageObjectRecord, referenced: ReadonlySet<string>) =>
      caller.kind === 'service' ||
      (caller.kind === 'user' &&
        ownFolder(caller, object) &&
        object.owner === caller.userId &&
        !referenced.has(object.name)),
  };
}

/** The bucket and object name of `/storage/v1/object[/authenticated]/<bucket>/<name>`. */
function objectAddress(url: string, prefix: string): { bucket: string; name: string } {
  const path = decodeURIComponent(new URL(url).pathname);
  const rest = path.slice(path.indexOf(prefix) + prefix.length).replace(/^\/+/, '');
  const slash = rest.indexOf('/');
  return slash < 0 ? { bucket: rest, name: '' } : { bucket: rest.slice(0, slash), name: rest.slice(slash + 1) };
}

/** The uploaded file: the multipart part storage-js sends for a Blob, or the raw body with its type. */
async function uploadedFile(request: Request): Promise<Blob | null> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    const part = form ? [...form.values()].find((v): v is File => typeof v !== 'string') : undefined;
    return part ?? null;
  }
  const bytes = await request.arrayBuffer().catch(() => null);
  return bytes ? new Blob([bytes], { type: type.split(';')[0]?.trim() || 'application/octet-stream' }) : null;
}

/** Where an object's bytes are kept in the FileStore. */
const fileKey = (object: { bucket_id: string; name: string }) => `${object.bucket_id}/${object.name}`;

/** The order-documents objects in the folder of a user who no longer exists (deleted_user_documents()). */
export function deletedUserDocuments(ctx: HandlerContext): StorageObjectRecord[] {
  return ctx.db.storageObjects
    .findMany((q) => q.where({ bucket_id: 'order-documents' }))
    .filter((o) => {
      const folder = o.name.split('/')[0]!.toLowerCase();
      return UUID_FOLDER.test(folder) && !ctx.db.authUsers.findFirst((q) => q.where({ id: folder }));
    })
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.name < b.name ? -1 : 1));
}

/** Removes these objects and their bytes, as the Storage API's remove does for the service role. */
export async function removeObjects(ctx: HandlerContext, objects: readonly StorageObjectRecord[]): Promise<void> {
  for (const object of objects) {
    ctx.db.storageObjects.delete((q) => q.where({ id: object.id }));
    await ctx.files.delete(fileKey(object));
  }
}

const UUID_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function storageHandlers(ctx: HandlerContext, base: string) {
  const objectBase = `${base}${API_ROUTES.storageObject}`;
  const policies = storagePolicies(ctx);

  /**
   * HEAD on an object (getObjectInfo.ts with the HeadRenderer): the bucket, then the object as the caller's select
   * policy finds it, answered with its headers and no body; a caller with no valid token is unauthenticated there,
   * and a private bucket is then NoSuchBucket. Errors keep Storage's status (400), their body dropped as HTTP does.
   */
  async function head(request: Request, prefix: string, tokenMayBeInvalid: boolean) {
    await prepare(ctx);
    const verified = await storageCaller(ctx, request);
    if (verified instanceof Response && !tokenMayBeInvalid) return withoutBody(verified);
    const caller = verified instanceof Response ? null : verified;
    const { bucket, name } = objectAddress(request.url, prefix);
    if (!BUCKETS[bucket] || (caller === null && !BUCKETS[bucket]!.public)) return withoutBody(noSuchBucket());
    const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: bucket, name }));
    if (!object || caller === null || !policies.select(caller, object)) return withoutBody(noSuchKey());
    return new HttpResponse(null, {
      headers: {
        'Accept-Ranges': 'bytes',
        'Content-Type': object.mimetype,
        'Content-Length': String(object.size),
        'Cache-Control': 'max-age=3600',
        'Last-Modified': new Date(object.created_at).toUTCString(),
        'X-Robots-Tag': 'none',
      },
    });
  }

  /**
   * POST /object/move (moveObject.ts, ObjectStorage.moveObject): the destination key must be valid; then, as one
   * permission test, the source must be found under the caller's select policy and updated under their UPDATE
   * policy, which storage.objects has none of for the API roles, so only the service role moves (anyone else: the
   * object is not found). A name already taken is a duplicate (the unique key on bucket and name).
   */
  async function move(request: Request) {
    await prepare(ctx);
    const caller = await storageCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const body: unknown = await request.json().catch(() => null);
    const field = (key: string) =>
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
    for (const key of ['bucketId', 'sourceKey', 'destinationKey'])
      if (typeof field(key) !== 'string')
        return storageError(400, 'InvalidRequest', 'Bad Request', `body must have required property '${key}'`);
    const bucket = field('bucketId') as string;
    const sourceKey = field('sourceKey') as string;
    const destinationKey = field('destinationKey') as string;
    const destinationBucket =
      typeof field('destinationBucket') === 'string' ? (field('destinationBucket') as string) : bucket;
    if (!destinationKey || !VALID_OBJECT_KEY.test(destinationKey))
      return storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${destinationKey}`);
    return ctx.db.exclusive(async () => {
      const source = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: bucket, name: sourceKey }));
      if (!source || !policies.select(caller, source) || caller.kind !== 'service') return noSuchKey();
      if (!BUCKETS[destinationBucket]) return noSuchBucket();
      if (destinationBucket === bucket && destinationKey === sourceKey)
        return HttpResponse.json({ message: 'Successfully moved', Id: source.id, Key: destinationKey });
      if (ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: destinationBucket, name: destinationKey })))
        return storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
      const blob = await ctx.files.get(fileKey(source));
      if (blob) await ctx.files.put(`${destinationBucket}/${destinationKey}`, blob);
      await ctx.files.delete(fileKey(source));
      await ctx.db.storageObjects.update((q) => q.where({ id: source.id }), {
        data(o) {
          o.bucket_id = destinationBucket;
          o.name = destinationKey;
        },
      });
      return HttpResponse.json({ message: 'Successfully moved', Id: source.id, Key: destinationKey });
    });
  }

  async function download(request: Request, prefix: string) {
    await prepare(ctx);
    const caller = await storageCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const { bucket, name } = objectAddress(request.url, prefix);
    if (!BUCKETS[bucket]) return noSuchBucket();
    const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: bucket, name }));
    // A row the select policy hides does not exist for the caller.
    if (!object || !policies.select(caller, object)) return noSuchKey();
    const blob = await ctx.files.get(fileKey(object));
    if (!blob) return noSuchKey();
    return new HttpResponse(blob, {
      headers: { 'Content-Type': object.mimetype, 'Content-Length': String(object.size) },
    });
  }

  /**
   * Storage's uploadFromRequest: the bucket, its limits, the key, then the policies as its insert (or, for an
   * upsert, INSERT … ON CONFLICT DO UPDATE) meets them. A plain upload onto an existing name is a duplicate
   * (409) once the insert policy passed; an upsert onto one needs an UPDATE policy, which storage.objects
   * does not have for the API roles, so it is refused like any policy refusal (403), whoever owns the file.
   */
  async function upload(request: Request, isUpsert: boolean) {
    await prepare(ctx);
    const caller = await storageCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const { bucket, name } = objectAddress(request.url, API_ROUTES.storageObject);
    const limits = BUCKETS[bucket];
    if (!limits) return noSuchBucket();
    if (!name || !VALID_OBJECT_KEY.test(name))
      return storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${name}`);
    const file = await uploadedFile(request);
    if (!file) return storageError(400, 'InvalidRequest', 'Bad Request', 'No file was uploaded');
    if (file.size > limits.fileSizeLimit)
      return storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
    const mimetype = file.type || 'application/octet-stream';
    if (!limits.allowedMimeTypes.includes(mimetype))
      return storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    if (!policies.insert(caller, { bucket_id: bucket, name })) return accessDenied();
    return ctx.db.exclusive(async () => {
      const existing = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: bucket, name }));
      const owner = caller.kind === 'user' ? caller.userId : null;
      if (existing) {
        if (!isUpsert) return storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
        // The service role bypasses RLS: its upsert replaces the file.
        if (caller.kind !== 'service') return accessDenied();
        await ctx.db.storageObjects.update((q) => q.where({ id: existing.id }), {
          data(o) {
            o.owner = owner;
            o.size = file.size;
            o.mimetype = mimetype;
          },
        });
        await ctx.files.put(fileKey(existing), file);
        return HttpResponse.json({ Id: existing.id, Key: `${bucket}/${name}` });
      }
      const object = await ctx.db.storageObjects.create({
        id: crypto.randomUUID(),
        bucket_id: bucket,
        name,
        owner,
        size: file.size,
        mimetype,
        created_at: isoNow(ctx),
      });
      await ctx.files.put(fileKey(object), file);
      return HttpResponse.json({ Id: object.id, Key: `${bucket}/${name}` });
    });
  }

  return [
    // Listing (storage-js `list`): the names under a prefix the select policy lets the caller see.
    http.post(`${objectBase}/list/:bucket`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await storageCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const bucket = String(params.bucket);
      if (!BUCKETS[bucket]) return noSuchBucket();
      const body: unknown = await request.json().catch(() => null);
      if (
        !body ||
        typeof body !== 'object' ||
        nestedTooDeep(body) ||
        typeof (body as { prefix?: unknown }).prefix !== 'string'
      )
        return storageError(400, 'InvalidRequest', 'Bad Request', "body must have required property 'prefix'");
      const { prefix, limit = 100, offset = 0 } = body as { prefix: string; limit?: number; offset?: number };
      const folder = prefix === '' ? '' : `${prefix.replace(/\/+$/, '')}/`;
      const entries = ctx.db.storageObjects
        .findMany((q) => q.where({ bucket_id: bucket }))
        .filter((o) => o.name.startsWith(folder) && policies.select(caller, o))
        .map((o) => {
          const rest = o.name.slice(folder.length);
          const slash = rest.indexOf('/');
          // A deeper object shows as its folder (id null), as Storage lists one level at a time.
          return slash < 0
            ? {
                name: rest,
                id: o.id,
                updated_at: o.created_at,
                created_at: o.created_at,
                last_accessed_at: o.created_at,
                metadata: { size: o.size, mimetype: o.mimetype },
              }
            : {
                name: rest.slice(0, slash),
                id: null,
                updated_at: null,
                created_at: null,
                last_accessed_at: null,
                metadata: null,
              };
        })
        .filter((entry, index, all) => all.findIndex((e) => e.name === entry.name) === index)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return HttpResponse.json(entries.slice(Number(offset) || 0, (Number(offset) || 0) + (Number(limit) || 100)));
    }),

    http.get(`${objectBase}/authenticated/*`, ({ request }) =>
      download(request, `${API_ROUTES.storageObject}/authenticated`),
    ),
    http.get(`${objectBase}/*`, ({ request }) => download(request, API_ROUTES.storageObject)),
    // HEAD (storage-js `exists`): /authenticated/ needs a valid token; the plain route reads an invalid one as none.
    http.head(`${objectBase}/authenticated/*`, ({ request }) =>
      head(request, `${API_ROUTES.storageObject}/authenticated`, false),
    ),
    http.head(`${objectBase}/*`, ({ request }) => head(request, API_ROUTES.storageObject, true)),

    // Move (`move`); registered before the upload route, which would read "move" as a bucket.
    http.post(`${objectBase}/move`, ({ request }) => move(request)),

    // Upload (`upload`), or with `x-upsert: true` an upsert; PUT (`update`) is always an upsert.
    http.post(`${objectBase}/*`, ({ request }) => upload(request, request.headers.get('x-upsert') === 'true')),
    http.put(`${objectBase}/*`, ({ request }) => upload(request, true)),

    // Removal (`remove`): the objects the delete policy allows are removed and listed; others stay, silently.
    http.delete(`${objectBase}/:bucket`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await storageCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const bucket = String(params.bucket);
      if (!BUCKETS[bucket]) return noSuchBucket();
      const body: unknown = await request.json().catch(() => null);
      const prefixes = body && typeof body === 'object' ? (body as { prefixes?: unknown }).prefixes : undefined;
      if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string'))
        return storageError(400, 'InvalidRequest', 'Bad Request', "body must have required property 'prefixes'");
      return ctx.db.exclusive(async () => {
        const referenced = referencedPaths(ctx);
        const removed: StorageObjectRecord[] = [];
        for (const name of new Set(prefixes as string[])) {
          const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: bucket, name }));
          if (!object || !policies.delete(caller, object, referenced)) continue;
          ctx.db.storageObjects.delete((q) => q.where({ id: object.id }));
          await ctx.files.delete(fileKey(object));
          removed.push(object);
        }
        return HttpResponse.json(
          removed.map((o) => ({
            bucket_id: o.bucket_id,
            name: o.name,
            id: o.id,
            owner: o.owner,
            created_at: o.created_at,
            metadata: { size: o.size, mimetype: o.mimetype },
          })),
        );
      });
    }),
  ];
}
