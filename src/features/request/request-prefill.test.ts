import { describe, expect, it } from 'vitest';
import type { Profile } from '@/backend';
import { requestFrameUrl, requestPrefill } from './request-prefill';

const profile = (over: Partial<Profile>): Profile => ({
  id: '00000000-0000-4000-8000-000000000003',
  first_name: null,
  last_name: null,
  phone: null,
  company: null,
  role: 'User',
  status: 'Active',
  display_name: null,
  email: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('requestPrefill', () => {
  it('takes display name, profile email and company', () => {
    expect(
      requestPrefill(profile({ display_name: 'Casey C', email: 'p@x.test', company: 'Harbor' }), 'auth@x.test'),
    ).toEqual({
      name: 'Casey C',
      email: 'p@x.test',
      company: 'Harbor',
    });
  });

  it('falls back to the auth email and leaves out what is missing or blank', () => {
    expect(requestPrefill(profile({ display_name: '  ', company: '' }), 'auth@x.test')).toEqual({
      name: undefined,
      email: 'auth@x.test',
      company: undefined,
    });
    expect(requestPrefill(null, null)).toEqual({ name: undefined, email: undefined, company: undefined });
  });
});

describe('requestFrameUrl', () => {
  it('adds YourName, YourEmail and CompanyName, URL-encoded', () => {
    const url = requestFrameUrl('https://forms.example/request?embed=1', {
      name: "Zoë O'Neil & Co",
      email: 'z+1@x.test',
      company: 'A/B Lending',
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('embed')).toBe('1');
    expect(parsed.searchParams.get('YourName')).toBe("Zoë O'Neil & Co");
    expect(parsed.searchParams.get('YourEmail')).toBe('z+1@x.test');
    expect(parsed.searchParams.get('CompanyName')).toBe('A/B Lending');
    expect(url).toContain('YourEmail=z%2B1%40x.test');
    expect(url).not.toContain('& Co');
  });

  it('adds each parameter only when present', () => {
    expect(requestFrameUrl('https://forms.example/r', { email: 'a@x.test' })).toBe(
      'https://forms.example/r?YourEmail=a%40x.test',
    );
    expect(requestFrameUrl('https://forms.example/r', {})).toBe('https://forms.example/r');
  });
});
