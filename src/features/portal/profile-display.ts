import type { Profile } from '@/backend';

export const NOT_PROVIDED = 'Not provided';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** SPEC §2 welcome line: display name, else first plus last name, else email. */
export function welcomeName(profile: Profile | null | undefined, authEmail: string | null | undefined): string {
  if (present(profile?.display_name)) return profile.display_name.trim();
  const names = [profile?.first_name, profile?.last_name].filter(present).map((n) => n.trim());
  if (names.length > 0) return names.join(' ');
  return profile?.email ?? authEmail ?? '';
}

export interface AccountField {
  label: string;
  value: string;
  /** Missing values read 'Not provided'. */
  missing?: boolean;
}

/** SPEC §2 Your Account card: First Name, Last Name, Email, UID always; Client, Status, Role only when present. */
export function accountFields(
  profile: Profile | null | undefined,
  user: { id: string; email: string | null },
): AccountField[] {
  const fields: AccountField[] = [
    present(profile?.first_name)
      ? { label: 'First Name', value: profile.first_name }
      : { label: 'First Name', value: NOT_PROVIDED, missing: true },
    present(profile?.last_name)
      ? { label: 'Last Name', value: profile.last_name }
      : { label: 'Last Name', value: NOT_PROVIDED, missing: true },
  ];
  const email = profile?.email ?? user.email;
  fields.push(
    present(email) ? { label: 'Email', value: email } : { label: 'Email', value: NOT_PROVIDED, missing: true },
  );
  fields.push({ label: 'UID', value: user.id });
  if (present(profile?.company)) fields.push({ label: 'Client', value: profile.company });
  if (present(profile?.status)) fields.push({ label: 'Status', value: profile.status });
  if (present(profile?.role)) fields.push({ label: 'Role', value: profile.role });
  return fields;
}

/** The portal's admin rule (SPEC §6): profile role equal to Admin. */
export const isPortalAdmin = (profile: Profile | null | undefined) => profile?.role === 'Admin';
