import type {
  AdjustCreditsInput,
  AnswerQuestionInput,
  AskForApprovalInput,
  DecideApprovalInput,
  QuestionFieldInput,
  ReportApprovalRecord,
  ReportCheckState,
  ReportQuestionRecord,
  StoredReportSignoff,
  FieldHistoryQuery,
  ReportFieldEvent,
  AssignOrderInput,
  AssignRoleInput,
  AuditListQuery,
  AuthUser,
  ContactMessageInput,
  CreateUserInput,
  CreditLedgerEntry,
  CreditCheckout,
  DashboardFigures,
  ExportRecordInput,
  GrantCreditsInput,
  InboundRequest,
  ListPage,
  MfaFactor,
  OrderAssignment,
  OrderHistoryEntry,
  OrderListFilter,
  OrderPageQuery,
  OrderRequest,
  OrderRequestInput,
  OwnOrderFilter,
  QueuedOrder,
  StaffMember,
  ResubmitOrderInput,
  SetOrderStatusInput,
  Profile,
  ProfilePatch,
  ProfileSummary,
  PublishedReport,
  PublishReportInput,
  ReaderReviewStat,
  StoredFieldReview,
  StoredReportOverride,
  SendReportToLosInput,
  ConfirmLosAddressInput,
  LosSendOutcome,
  LosHandoff,
  EscalateOrderInput,
  OrderEscalation,
  RoleAuditEntry,
  SaveDocumentReadingInput,
  SaveDocumentTextInput,
  StoredDocumentReading,
  AiReading,
  CheckSecretaryOfStateInput,
  StoredSosLookup,
  StoredDocumentText,
  Session,
  SignInInput,
  SignUpInput,
  StaffAuditEntry,
  StaffAuditQuery,
  TotpEnrollment,
  UserListQuery,
  UserRole,
  ReportDraftRecord,
  SaveReportDraftInput,
  DiscardReportDraftInput,
} from './schemas';
import type { CreditCheckoutStarted } from '@/lib/credits/packs';

/** SPEC §4 auth events. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthListener = (event: AuthEvent, session: Session | null) => void;

/**
 * What a password-recovery link carries: the one-time token of the email (`?token_hash=…&type=recovery`,
 * verified once when the link is opened), or the session GoTrue's own verify step already issued
 * (`#access_token=…&refresh_token=…&type=recovery`, the default email template's redirect).
 */
export type RecoveryTokens = { tokenHash: string } | { accessToken: string; refreshToken: string };

export interface AuthPort {
  /** Self sign-up; returns the session, or null when the account must confirm its email first. */
  signUp(input: SignUpInput, emailRedirectTo: string): Promise<Session | null>;
  signIn(input: SignInInput): Promise<Session>;
  /** Revokes the session on the server and forgets it locally; never throws for an already-gone session. */
  signOut(): Promise<void>;
  /** The current session (refreshed if it is about to expire), or null. */
  getSession(): Promise<Session | null>;
  /** Subscribes to auth events (also from other tabs); returns the unsubscribe function. */
  onAuthStateChange(listener: AuthListener): () => void;
  /** Sends the recovery email. Resolves the same whether or not the account exists. */
  resetPasswordForEmail(email: string, redirectTo: string): Promise<void>;
  /** Opens the recovery session of a reset link (verifying its one-time token); emits PASSWORD_RECOVERY. */
  openRecoverySession(tokens: RecoveryTokens): Promise<Session>;
  /** Sets the signed-in user's password; emits USER_UPDATED. */
  updatePassword(password: string): Promise<AuthUser>;
  /** The signed-in user's second factor (an authenticator app, TOTP). */
  readonly mfa: MfaPort;
}

/** Second factors: admin rights need a session at aal2 (a code verified after the password). */
export interface MfaPort {
  /** The signed-in user's verified authenticators (an unfinished enrolment is not one). */
  factors(): Promise<MfaFactor[]>;
  /**
   * Starts enrolling an authenticator app named after `issuer`: an unfinished enrolment is dropped first;
   * returns the new factor's QR code and secret. It counts once a code of it is verified.
   */
  enroll(issuer: string): Promise<TotpEnrollment>;
  /**
   * Checks a code of the factor (a challenge and its verification): the session is raised to aal2, and an
   * enrolment's first code verifies its factor. Emits MFA_CHALLENGE_VERIFIED.
   */
  verify(factorId: string, code: string): Promise<Session>;
}

/**
 * THE PORT: every backend call of SPEC §7 (plus the forms added for the offline site).
 * Screens reach it only through useBackend(); the adapters live outside src/.
 */
export interface BackendAdapter {
  readonly kind: 'mock' | 'supabase';
  readonly auth: AuthPort;

  /** Server-side admin check for the caller only. */
  isAdmin(): Promise<boolean>;
  /**
   * True when the caller is an admin who passed their second factor but whose authenticator app no other admin
   * has approved yet (admin rights wait for that approval).
   */
  awaitsFactorApproval(): Promise<boolean>;
  /** Admin-only: replaces the target's role and writes the audit row in one step. */
  assignUserRole(input: AssignRoleInput): Promise<void>;

  profiles: {
    /** The caller's own profile. */
    getOwn(): Promise<Profile | null>;
    /** One profile by id (RLS: own row, or any row for admins); null when hidden or absent. */
    getById(id: string): Promise<Profile | null>;
    /** All profiles visible to the caller, newest first. */
    list(): Promise<Profile[]>;
    /**
     * One page of the staff user list, searched, filtered, sorted and counted by the backend (admins see
     * every profile; anyone else only their own).
     */
    page(query: UserListQuery): Promise<ListPage<Profile>>;
    /** Lookup for the update form; null when no visible profile has this email. */
    findByEmail(email: string): Promise<Profile | null>;
    /** id, email, names and company of the given profiles the caller may read (the audit log's users). */
    summariesFor(ids: readonly string[]): Promise<ProfileSummary[]>;
    /** Updates a profile; owners may change only their safe columns, admins any column but role. */
    update(id: string, patch: ProfilePatch): Promise<Profile>;
  };

  roles: {
    /**
     * user_roles rows (admins only; others get an empty list): those of the given users, or every row
     * (at most the API's max_rows: screens always name their users).
     */
    list(userIds?: readonly string[]): Promise<UserRole[]>;
  };

  audit: {
    /** The newest role_audit_log rows, newest first (admins only). */
    listRecent(limit?: number): Promise<RoleAuditEntry[]>;
    /** One page of the role audit log, newest first, with the exact total (admins only). */
    page(query: AuditListQuery): Promise<ListPage<RoleAuditEntry>>;
    /**
     * Records a CSV export in the staff audit trail before its file is handed over (staff who may read the
     * view: admins every view, moderators the order queue).
     */
    recordExport(input: ExportRecordInput): Promise<void>;
    /** One page of the staff audit trail, newest first, optionally one action, with the exact total (admins only). */
    staffPage(query: StaffAuditQuery): Promise<ListPage<StaffAuditEntry>>;
  };

  admin: {
    /** Admin-only user creation that never touches the caller's session; returns the new profile. */
    createUser(input: CreateUserInput): Promise<Profile>;
    /** The Admin Dashboard's figures, counted by the database in one call (admins only). */
    dashboard(): Promise<DashboardFigures>;
    /**
     * Recovery of another user's second factor (admins only, not their own): removes their authenticators,
     * so their next sign-in is by password alone and they enrol again. Returns how many were removed.
     */
    resetMfa(userId: string): Promise<number>;
    /**
     * Approves another user's authenticator app (admins only, not their own): an admin's factor gives admin
     * rights only once another admin approved it. Returns how many factors were approved.
     */
    approveMfa(userId: string): Promise<number>;
  };

  inbound: {
    /** Anyone may send; nothing is readable back except by admins. */
    submit(kind: InboundRequest['kind'], input: ContactMessageInput): Promise<void>;
    /** Admins only, newest first. */
    list(): Promise<InboundRequest[]>;
  };

  orders: {
    /**
     * Uploads the PDFs and stores the order for the signed-in user, debiting one credit in the same
     * transaction; refused (nothing written, uploads removed) without credits or without the Terms.
     */
    submit(input: OrderRequestInput): Promise<OrderRequest>;
    /** The caller's own orders (every order for staff: admins and moderators), newest first, filtered. */
    list(filter?: OrderListFilter): Promise<OrderRequest[]>;
    /**
     * The caller's own orders only, newest first, whoever the caller is (staff too: the portal's own orders),
     * optionally one status and a search over the loan reference and the entity's legal name.
     */
    listOwn(filter?: OwnOrderFilter): Promise<OrderRequest[]>;
    /**
     * One page of the staff queue, with the exact number of matching orders: list(filter)'s status and search,
     * plus the assignee (assigned: 'me' the caller's own, 'none' the unassigned) and the order (sort: 'newest',
     * or 'waiting': the longest in its current status first). Each order carries its current assignee, which
     * only staff see (null for a customer).
     */
    page(query: OrderPageQuery): Promise<ListPage<QueuedOrder>>;
    /** One order the caller may read; null when hidden or absent. */
    get(id: string): Promise<OrderRequest | null>;
    /** The order's status changes, oldest first (empty when hidden). */
    history(orderId: string): Promise<OrderHistoryEntry[]>;
    /** Admins move an order along its lifecycle; the owner may cancel a Submitted order. */
    setStatus(input: SetOrderStatusInput): Promise<void>;
    /** The owner answers Needs documents with more PDFs; the order goes back to In review. */
    resubmit(input: ResubmitOrderInput): Promise<void>;
    /** One of the order's documents (owner and admins). */
    downloadDocument(storagePath: string): Promise<Blob>;
    /**
     * Admins (at aal2) assign an order to an active admin or moderator, take it themselves, or unassign it
     * (assigneeId null); each change is in the order's assignment history and the staff audit trail. Assigning
     * the current assignee again changes nothing.
     */
    assign(input: AssignOrderInput): Promise<void>;
    /** The order's assignment history, oldest first: staff only (empty for anyone else, and when hidden). */
    assignments(orderId: string): Promise<OrderAssignment[]>;
    /** The staff an order can be assigned to (admins and moderators not Suspended), by name: for admins. */
    staffMembers(): Promise<StaffMember[]>;
  };

  credits: {
    /** A customer's balance: the caller's own, or anyone's for admins. */
    balance(userId: string): Promise<number>;
    /** A customer's ledger, newest first: the caller's own, or anyone's for admins. */
    ledger(userId: string): Promise<CreditLedgerEntry[]>;
    /** Admins record purchased credits and the amount paid. */
    grant(input: GrantCreditsInput): Promise<void>;
    /** Admins adjust a balance up or down, with the reason. */
    adjust(input: AdjustCreditsInput): Promise<void>;
    /**
     * Customers start buying a pack (Edge Function create-credit-checkout; the in-browser twin in the demo):
     * the Stripe Checkout page to send them to. Credits arrive only through the verified webhook. Fails with
     * validation_failed (no such pack), forbidden (staff accounts do not buy), payments_not_configured,
     * payment_provider_failed, or session_missing.
     */
    startCheckout(packId: string): Promise<CreditCheckoutStarted>;
    /** The caller's own checkout by its session id (admins read any), or null when unknown or hidden. */
    checkout(sessionId: string): Promise<CreditCheckout | null>;
  };

  reports: {
    /** The published versions of an order's report, newest first: the owner's own orders, any order for staff. */
    listForOrder(orderId: string): Promise<PublishedReport[]>;
    /**
     * Admins publish the next version (validated by the server too): the order becomes Report ready and the
     * customer is told; a correction of a ready report needs a note and keeps the earlier versions.
     */
    publish(input: PublishReportInput): Promise<PublishedReport>;
    /**
     * The overrides of an order's versions published over their contradictions (issue 46 §3), by version: staff
     * only ([] for anyone else, as the table's policy answers). Published with `publish({ override })`; a report
     * that contradicts itself without one is refused (validation_failed, each contradiction an issue).
     */
    listOverrides(orderId: string): Promise<StoredReportOverride[]>;
    /**
     * Who signed off each published version (issue 46 §2): the maker and the checker who approved its draft, or
     * the reason it was published without an approval (`publish({ withoutApproval })`). Staff only ([] else).
     */
    listSignoffs(orderId: string): Promise<StoredReportSignoff[]>;
    /**
     * The reviewer's decisions stored with a published version (issue 30 §2), by field path:
     * staff only ([] for anyone else, as the table's policy answers). Published with `publish({ reviews })`:
     * refused (validation_failed, naming the review) when a review is malformed or its quote is not on the cited
     * page of the order's stored texts; nothing is then written.
     */
    listReviews(reportId: string): Promise<StoredFieldReview[]>;
    /**
     * Per field label, how often the drafted value was verified, edited or rejected, or a missed value added,
     * over the last `days` days (default 90, 1 to 3650): staff only (forbidden otherwise).
     */
    readerStats(days?: number): Promise<ReaderReviewStat[]>;
    /**
     * The owner escalates a ready report to the partner firm's legal review with their question for the attorney
     * (required, trimmed, at most 2,000 characters: validation_failed otherwise), once per order: the order
     * becomes Escalated, the firm is mailed the question, the newest report version's packet and the documents
     * still held, the escalation is kept (see `escalation`), and the report's credit is refunded.
     */
    escalate(input: EscalateOrderInput): Promise<void>;
    /**
     * The order's escalation as the customer sent it (issue 47 §3): the question, the report version and the
     * documents that went, or null (never escalated by its owner, or not the caller's to read: the owner and
     * staff read it).
     */
    escalation(orderId: string): Promise<OrderEscalation | null>;
    /** The LOS address kept on the caller's account, or null. */
    losEmail(): Promise<string | null>;
    /**
     * The owner sends a published report (its data packet and link, never a file of theirs) to an LOS address.
     * To an address the account confirmed it goes at once ('sent'); a new address is mailed a one-time code
     * instead ('confirmation_sent'), to be typed into confirmLosAddress. Over the daily limits: rate_limited.
     */
    sendToLos(input: SendReportToLosInput): Promise<LosSendOutcome>;
    /**
     * The code mailed to a new address confirms it and sends the report. A wrong code (counted, 5 tries) is
     * validation_failed; an expired or used-up code too, with a message saying to send again.
     */
    confirmLosAddress(input: ConfirmLosAddressInput): Promise<void>;
    /**
     * The order's reports sent to an LOS (issue 47 §2), newest first: when, by whom, to which address, which report
     * and packet version. The owner's own orders and staff; [] for anyone else (as the table's policy answers).
     */
    losHandoffs(orderId: string): Promise<LosHandoff[]>;
  };

  /**
   * The text of an order's documents and the document reader's results, stored with the order (issue 29 §5)
   * so other staff see them without reading again. Staff read; admins (aal2) save.
   */
  documentReadings: {
    /** The stored text of each of the order's documents (by storage path); [] for customers and anon. */
    listTexts(orderId: string): Promise<StoredDocumentText[]>;
    /**
     * Saves one document's text (or why it could not be read), replacing an earlier reading of it; the other
     * documents' texts are left as they are. The storage path must be one of the order's documents.
     */
    saveText(input: SaveDocumentTextInput): Promise<StoredDocumentText>;
    /** The newest stored reading of the order, or null. */
    latest(orderId: string): Promise<StoredDocumentReading | null>;
    /**
     * Appends a reading. Refused (validation_failed, naming the source) when any source's quote is not on the
     * cited page of a stored text of the cited file (its file name or storage path).
     */
    save(input: SaveDocumentReadingInput): Promise<StoredDocumentReading>;
    /**
     * Asks the AI reader (Edge Function read-documents-ai, admins only) to read the order's stored texts: its
     * grounded result and how many proposed values it dropped. Stores nothing. Fails with the function's code:
     * not_found, no_document_text, documents_too_long, ai_reader_unavailable (no provider key), ai_reader_refused,
     * ai_reader_malformed, ai_reader_failed, ai_reader_timeout, or forbidden / session_missing.
     */
    readWithAi(orderId: string): Promise<AiReading>;
  };

  /**
   * The Secretary of State check from the state's record (issue 31): a provider's lookup by name and state,
   * stored with the order so it is not bought twice. Staff read; admins (aal2) look up.
   */
  sosLookups: {
    /** The newest stored lookup of each state for the order (any order for staff; [] for customers and anon). */
    latest(orderId: string): Promise<StoredSosLookup[]>;
    /**
     * Looks the name (the order's entity name when left out) up in the state through the provider (Edge Function
     * check-secretary-of-state; the offline sandbox in the demo), waits out a slow state, stores the answer and
     * returns it. Fails with the function's code and nothing stored: validation_failed, not_found,
     * sos_state_not_covered, sos_provider_unavailable, sos_rate_limited, sos_provider_failed,
     * sos_provider_malformed, sos_lookup_timeout, or forbidden / session_missing.
     */
    check(input: CheckSecretaryOfStateInput): Promise<StoredSosLookup>;
  };

  /**
   * The report being written, kept by the service (issue 46 §1): one draft per order with a version that each
   * save names. Staff read; admins (aal2) save and discard; customers never see a draft. Publishing a version
   * ends the order's draft.
   */
  reportDrafts: {
    /** The order's draft, or null (none, or hidden from the caller). */
    get(orderId: string): Promise<ReportDraftRecord | null>;
    /**
     * Saves the draft over `baseVersion` (0: there was none) and returns it at the next version. A save against
     * an older version (someone else saved, published or discarded meanwhile) is `conflict` and writes nothing;
     * an order whose report cannot be published, or content that is not an object with its values or is over
     * 2 MiB, is validation_failed.
     */
    save(input: SaveReportDraftInput): Promise<ReportDraftRecord>;
    /** Discards the draft if it is still at `baseVersion` (conflict otherwise); no draft at 0: nothing to do. */
    discard(input: DiscardReportDraftInput): Promise<void>;
  };

  /**
   * A second pair of eyes on the draft (issue 46 §2): the maker asks a named checker, who questions fields and
   * approves or sends back; the maker answers questions. Staff read; customers never see any of it.
   */
  reportApprovals: {
    /** The check of the order's draft and its questions ({approval: null, questions: []}: none, or hidden). */
    get(orderId: string): Promise<ReportCheckState>;
    /**
     * Admins (aal2) ask `checkerId` (another admin or moderator, not suspended) to check the draft at
     * `draftVersion`: a draft at another version is `conflict`; the check starts again as waiting.
     */
    ask(input: AskForApprovalInput): Promise<ReportApprovalRecord>;
    /** The named checker questions a field while the draft waits for them. */
    question(input: QuestionFieldInput): Promise<ReportQuestionRecord>;
    /** Admins (aal2) other than whoever asked it answer an open question. */
    answer(input: AnswerQuestionInput): Promise<ReportQuestionRecord>;
    /**
     * The named checker approves the draft at `draftVersion` (every question answered) or sends it back with a
     * note; a draft saved since is `conflict`.
     */
    decide(input: DecideApprovalInput): Promise<ReportApprovalRecord>;
  };

  /**
   * Who verified what (issue 46 §4): per field, who drafted, verified, edited, rejected, questioned or answered
   * it, when, against which file and page, oldest first. Without a version: the draft being written (events not
   * yet published); with one: that published version's history. Staff only ([] for anyone else, and for an
   * unknown order); nobody writes them, the service records them as drafts are saved and questions answered.
   */
  fieldHistory: {
    list(query: FieldHistoryQuery): Promise<ReportFieldEvent[]>;
  };
}
