import { describe, expect, it } from 'vitest';
import { describeRecoveryLinkError, parseRecoveryLink, urlWithoutRecoveryLink } from './recovery-link';

describe('parseRecoveryLink', () => {
  it('reads the implicit-flow fragment the auth service redirects to', () => {
    const hash =
      '#access_token=eyJ.a.b&expires_at=1767225600&expires_in=3600&refresh_token=r1&sb=&token_type=bearer&type=recovery';
    expect(parseRecoveryLink(hash, '')).toEqual({
      kind: 'tokens',
      tokens: { accessToken: 'eyJ.a.b', refreshToken: 'r1' },
    });
  });

  it('reads the same keys from the query', () => {
    expect(parseRecoveryLink('', '?access_token=a&refresh_token=r&type=recovery')).toEqual({
      kind: 'tokens',
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
  });

  it('needs all three: access token, refresh token and type=recovery', () => {
    expect(parseRecoveryLink('#access_token=a&refresh_token=r&type=signup', '')).toBeNull();
    expect(parseRecoveryLink('#access_token=a&type=recovery', '')).toBeNull();
    expect(parseRecoveryLink('#refresh_token=r&type=recovery', '')).toBeNull();
    expect(parseRecoveryLink('', '')).toBeNull();
    expect(parseRecoveryLink('#main', '?tab=x')).toBeNull();
  });

  it('reports an error the service put in the fragment', () => {
    expect(
      parseRecoveryLink(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
        '',
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
    expect(parseRecoveryLink('', '?error=server_error')).toEqual({
      kind: 'error',
      code: 'server_error',
      description: '',
    });
  });
});

describe('urlWithoutRecoveryLink', () => {
  it('drops the fragment and the recovery keys, keeping other query parameters', () => {
    expect(urlWithoutRecoveryLink(new URL('https://x.test/auth#access_token=a&refresh_token=r&type=recovery'))).toBe(
      '/auth',
    );
    expect(urlWithoutRecoveryLink(new URL('https://x.test/auth?code=1&access_token=a&type=recovery&keep=yes'))).toBe(
      '/auth?code=1&keep=yes',
    );
  });
});

describe('describeRecoveryLinkError', () => {
  it('explains expiry plainly and otherwise passes the service text through', () => {
    expect(describeRecoveryLinkError('otp_expired', 'x')).toMatch(/invalid or has expired/);
    expect(describeRecoveryLinkError('access_denied', 'Denied by policy')).toBe('Denied by policy');
    expect(describeRecoveryLinkError('weird', '')).toBe('This password reset link could not be used.');
  });
});
