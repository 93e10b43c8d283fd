import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as GoTrue checks it: SHA-1, 6 digits, 30-second steps (any authenticator app's defaults). */
export function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}
