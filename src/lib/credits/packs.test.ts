import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, packForPayment, pricePerCreditCents, validateCreateCreditCheckoutBody } from './packs';

describe('credit packs', () => {
  it('never charge more than the marketing claim of about $35 a report, and less by volume', () => {
    const perReport = CREDIT_PACKS.map(pricePerCreditCents);
    expect(Math.max(...perReport)).toBeLessThanOrEqual(3_500);
    expect(perReport).toEqual([...perReport].sort((a, b) => b - a));
  });

  it('accept a known pack and refuse anything else with the one message', () => {
    expect(validateCreateCreditCheckoutBody({ pack_id: 'team' })).toEqual({ pack_id: 'team' });
    expect(validateCreateCreditCheckoutBody({ pack_id: 'gold' })).toEqual(['Choose one of the credit packs.']);
    expect(validateCreateCreditCheckoutBody(null)).toEqual(['Invalid request body']);
  });

  it('match a payment only when its pack, amount and currency are ours', () => {
    expect(packForPayment('starter', 35_000, 'usd')?.credits).toBe(10);
    expect(packForPayment('starter', 100, 'usd')).toBeUndefined();
    expect(packForPayment('starter', 35_000, 'eur')).toBeUndefined();
    expect(packForPayment('platinum', 35_000, 'usd')).toBeUndefined();
  });
});
