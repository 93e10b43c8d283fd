import type { Profile } from '@/backend';

export interface RequestPrefill {
  name?: string;
  email?: string;
  company?: string;
}

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * SPEC §2 /request prefill: the profile's display name, its email (else the sign-in email) and its company.
 * The native form also falls back to first plus last name, so a customer never retypes what we know.
 */
export function requestPrefill(
  profile: Profile | null | undefined,
  authEmail: string | null | undefined,
): RequestPrefill {
  return {
    name: present(profile?.display_name),
    email: present(profile?.email) ?? present(authEmail),
    company: present(profile?.company),
  };
}

export function fullNameOf(profile: Profile | null | undefined): string | undefined {
  return present([profile?.first_name, profile?.last_name].filter(Boolean).join(' '));
}

/** The third-party form's address with YourName, YourEmail and CompanyName, each only when present. */
export function requestFrameUrl(formUrl: string, prefill: RequestPrefill): string {
  const url = new URL(formUrl);
  const params: Array<[string, string | undefined]> = [
    ['YourName', prefill.name],
    ['YourEmail', prefill.email],
    ['CompanyName', prefill.company],
  ];
  for (const [key, value] of params) if (value) url.searchParams.set(key, value);
  return url.toString();
}
