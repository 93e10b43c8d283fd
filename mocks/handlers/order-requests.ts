import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_DOCUMENT_PATH_LENGTH,
  MAX_DOCUMENTS,
  NO_CREDITS_MESSAGE,
  orderRequestInputSchema,
  orderRequestSchema,
  TERMS_VERSION,
  US_STATES,
  type OrderRequest,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { ORDER_ERRORS, termsNotAcceptedMessage } from '../api/wire';
import {
  asPgText,
  callerIsActive,
  callerIsStaff,
  creditBalance,
  deniedStatus,
  isoNow,
  issueMessages,
  restError,
  textFields,
  unstorableText,
  withoutGrant,
  type HandlerContext,
} from './context';
import type { TableShape } from './table-shape';
import { charLength, pgBtrim } from './rpc-call';
import { insertHandler, NO_GRANT, selectHandler } from './table';

export const ORDER_TABLE: TableShape = {
  name: 'order_requests',
  columns: Object.keys(orderRequestSchema.shape),
  uuidColumns: ['id', 'user_id'],
};
const TABLE = ORDER_TABLE;

/**
 * The column-level INSERT grant of migrations 0300 and 0800: id, status, created_at, updated_at and
 * documents_purged_at are the server's.
 */
const INSERT_GRANT = [
  'user_id',
  'name',
  'email',
  'company',
  'entity_legal_name',
  'formation_state',
  'report_type',
  'documents',
  'property_state',
  'loan_reference',
  'terms_version',
] as const;

const rlsRefusal = () =>
  restError(403, '42501', 'new row violates row-level security policy for table "order_requests"');

type Document = OrderRequest['documents'][number];

const DOCUMENT_KEYS = ['name', 'size', 'storage_path'];

/**
 * private.valid_order_documents() (migration 1590): 1..10 objects of exactly {name of 1..255 characters,
 * size 1 byte..20 MB, storage_path of at most 1024 characters}; an unknown key is refused, as in SQL. (A
 * size with a fraction passes in SQL; the port's schema, and so this store, hold whole bytes only: refused
 * here.)
 */
export function validDocuments(value: unknown): value is Document[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_DOCUMENTS &&
    value.every(
      (d) =>
        d !== null &&
        typeof d === 'object' &&
        !Array.isArray(d) &&
        Object.keys(d).every((key) => DOCUMENT_KEYS.includes(key)) &&
        typeof d.name === 'string' &&
        charLength(d.name) >= 1 &&
        charLength(d.name) <= MAX_DOCUMENT_NAME_LENGTH &&
        typeof d.storage_path === 'string' &&
        charLength(d.storage_path) <= MAX_DOCUMENT_PATH_LENGTH &&
        typeof d.size === 'number' &&
        Number.isInteger(d.size) &&
        d.size >= 1 &&
        d.size <= MAX_DOCUMENT_BYTES,
    )
  );
}

/**
 * The insert policy's document rule: every storage_path is `<caller>/<folder>/<file>` with no empty, '.'
 * or '..' segment and no backslash, and names a file the caller uploaded to the order-documents bucket.
 * A malformed list passes here and is refused by the check constraint (policies run first).
 */
export function documentsUploadedBy(ctx: HandlerContext, documents: unknown, userId: string): boolean {
  if (!Array.isArray(documents)) return true;
  return documents.every((d: unknown) => {
    const path = d !== null && typeof d === 'object' ? (d as { storage_path?: unknown }).storage_path : undefined;
    // Entries of another shape are the check constraint's to refuse.
    if (typeof path !== 'string') return true;
    if (path.includes('\\')) return false;
    const segments = path.split('/');
    if (segments.length !== 3 || segments[0] !== userId) return false;
    if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
    const object = ctx.db.storageObjects.findFirst((q) => q.where({ bucket_id: 'order-documents', name: path }));
    return object !== undefined && object.owner === userId;
  });
}

/** A nullable text column as PostgREST writes a JSON value into it (absent and null are null). */
function nullableText(body: Record<string, unknown>, key: string): string | null {
  const value = asPgText(body[key]);
  return typeof value === 'string' ? value : null;
}

/** The stored shape of a document entry (the port's schema keeps name, size and storage_path). */
export function storedDocuments(documents: readonly Document[]): Document[] {
  return documents.map(({ name, size, storage_path }) => ({ name, size, storage_path }));
}

/**
 * public.order_requests: the signed-in owner inserts their own order (the documents they uploaded through
 * Storage first), which debits one credit and writes the first history row (the after-insert trigger);
 * the owner reads their orders, staff (active admins and moderators) every order; nobody edits or deletes
 * through the API (status changes go through set_order_status and resubmit_order).
 */
export function orderRequestHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.orderRequests}`;
  return [
    insertHandler(ctx, url, TABLE, {
      check(caller, body) {
        // Privileges: anon holds none; the signed-in hold INSERT on the granted columns (and SELECT).
        if (caller.kind === 'anon' || Object.keys(body).some((k) => !(INSERT_GRANT as readonly string[]).includes(k)))
          return restError(deniedStatus(caller), '42501', 'permission denied for table order_requests');
        const unstorable = unstorableText(body);
        if (unstorable) return unstorable;
        // order_requests_insert WITH CHECK: an active caller, their own user_id, documents they uploaded.
        if (
          caller.kind === 'user' &&
          (!callerIsActive(ctx, caller) ||
            body.user_id !== caller.userId ||
            !documentsUploadedBy(ctx, body.documents, caller.userId))
        )
          return rlsRefusal();
        // The check constraints: the SPEC §5 rules of the order form, and a well-formed document list.
        const values = textFields(body, [
          'name',
          'email',
          'company',
          'entity_legal_name',
          'formation_state',
          'report_type',
        ]);
        const fields = orderRequestInputSchema
          .omit({ documents: true, propertyState: true, loanReference: true })
          .safeParse({
            name: values.name,
            email: values.email,
            company: values.company,
            entityLegalName: values.entity_legal_name,
            formationState: values.formation_state,
            reportType: values.report_type,
            acceptTerms: true,
          });
        const messages = fields.success ? [] : issueMessages(fields.error);
        if (!validDocuments(body.documents))
          messages.push('Each document needs a name, a size of 1 byte to 20 MB and a storage path');
        // Migration 0800: the property state is null or a state; the loan reference null or 1..100 characters.
        const propertyState = nullableText(body, 'property_state');
        if (propertyState !== null && !(US_STATES as readonly string[]).includes(propertyState))
          messages.push('Please choose a state');
        const loanReference = nullableText(body, 'loan_reference');
        if (loanReference !== null) {
          const length = charLength(pgBtrim(loanReference));
          if (length > 100) messages.push('Loan reference must be less than 100 characters');
          else if (length < 1) messages.push('Loan reference cannot be blank');
        }
        if (messages.length > 0) return restError(400, '23514', messages.join(', '), messages.join('\n'));
        if (!fields.success || !validDocuments(body.documents) || typeof body.user_id !== 'string') return rlsRefusal();
        return {
          fields: fields.data,
          documents: storedDocuments(body.documents),
          userId: body.user_id,
          propertyState,
          loanReference,
          termsVersion: nullableText(body, 'terms_version'),
        };
      },
      // The after-insert trigger of each row, in the statement's transaction: the current Terms, then one
      // credit (read under the user's ledger lock, after the earlier rows' debits), then the debit and the
      // first history row. Any refusal fails the whole statement: all are checked before anything is written.
      async store(caller, rows) {
        const debits = new Map<string, number>();
        for (const row of rows) {
          if (row.termsVersion !== TERMS_VERSION)
            return restError(
              400,
              'P0001',
              termsNotAcceptedMessage(TERMS_VERSION),
              null,
              ORDER_ERRORS.termsNotAcceptedHint,
            );
          const spent = debits.get(row.userId) ?? 0;
          if (creditBalance(ctx, row.userId) - spent < 1)
            return restError(400, 'P0001', NO_CREDITS_MESSAGE, null, ORDER_ERRORS.noCreditsHint);
          debits.set(row.userId, spent + 1);
        }
        const now = isoNow(ctx);
        const changedBy = caller.kind === 'user' ? caller.userId : null;
        const orders: OrderRequest[] = [];
        for (const { fields: v, documents, userId, propertyState, loanReference, termsVersion } of rows) {
          const order = await ctx.db.orderRequests.create({
            id: crypto.randomUUID(),
            user_id: userId,
            name: v.name,
            email: v.email,
            company: v.company === '' ? null : v.company,
            entity_legal_name: v.entityLegalName,
            formation_state: v.formationState,
            report_type: v.reportType,
            property_state: propertyState,
            loan_reference: loanReference,
            documents,
            status: 'Submitted',
            terms_version: termsVersion,
            created_at: now,
            updated_at: now,
            documents_purged_at: null,
          });
          await ctx.db.creditLedger.create({
            id: crypto.randomUUID(),
            user_id: userId,
            kind: 'order_debit',
            credits: -1,
            amount_paid_cents: null,
            reason: 'Report order',
            order_id: order.id,
            created_by: changedBy,
            created_at: now,
          });
          await ctx.db.orderStatusHistory.create({
            id: crypto.randomUUID(),
            order_id: order.id,
            from_status: null,
            to_status: 'Submitted',
            message: null,
            actor: 'customer',
            changed_by: changedBy,
            created_at: now,
          });
          orders.push(order);
        }
        return orders;
      },
    }),

    // order_requests_select: an active caller reads their own orders, active staff (admins and moderators)
    // every order.
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderRequests.all();
      if (!callerIsActive(ctx, caller)) return [];
      const staff = callerIsStaff(ctx, caller);
      return ctx.db.orderRequests.findMany((q) => q.where((o) => staff || o.user_id === caller.userId));
    }),
    // Orders are never edited or removed through the API (no grant).
    ...withoutGrant(ctx, url, 'order_requests', ['patch', 'delete']),
  ];
}
