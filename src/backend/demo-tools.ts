/**
 * Conveniences that exist only with the in-browser backend (sales demos, development): the demo
 * outbox, one-click personas and restoring the seed. The Supabase build has none (null).
 */
export interface DemoEmail {
  id: string;
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The action link inside the email (e.g. the password-recovery link), if any. */
  link: string | null;
  created_at: string;
}

export interface DemoPersona {
  label: string;
  email: string;
  password: string;
  description: string;
}

export interface DemoTools {
  personas: readonly DemoPersona[];
  /** The demo outbox, newest first. */
  listOutbox(): Promise<DemoEmail[]>;
  /** Restores every collection to the seed (and signs everyone out). */
  resetData(): Promise<void>;
}
