import { describe, expect, it } from 'vitest';
import { stripeSignatureFault, stripeSignatureHeader } from './stripe-signature';
import { demoCardFault } from './stripe-sandbox';

const SECRET = 'whsec_test_secret';
const NOW = Date.parse('2026-03-02T09:00:00Z');
const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });

describe("Stripe's webhook signature scheme (t=…,v1=HMAC-SHA256)", () => {
  it('accepts the header Stripe would send, among other schemes and older signatures', async () => {
    const header = await stripeSignatureHeader(payload, SECRET, NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await stripeSignatureFault(payload, header, SECRET, NOW)).toBeNull();
    const rolled = `${header},v1=${'0'.repeat(64)},v0=abc`;
    expect(await stripeSignatureFault(payload, rolled, SECRET, NOW + 299_000)).toBeNull();
  });

  it('refuses a forged, altered, stale or missing signature', async () => {
    const header = await stripeSignatureHeader(payload, SECRET, NOW);
    const forged = await stripeSignatureHeader(payload, 'whsec_someone_else', NOW);
    expect(await stripeSignatureFault(payload, forged, SECRET, NOW)).toMatch(/No signatures found/);
    expect(await stripeSignatureFault(payload.replace('evt_1', 'evt_2'), header, SECRET, NOW)).toMatch(
      /No signatures found/,
    );
    expect(await stripeSignatureFault(payload, header, SECRET, NOW + 301_000)).toMatch(/tolerance/);
    expect(await stripeSignatureFault(payload, null, SECRET, NOW)).toMatch(/No stripe-signature header/);
    expect(await stripeSignatureFault(payload, 'v1=abc', SECRET, NOW)).toMatch(/Unable to extract/);
  });
});

describe("the sandbox's test cards", () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Casey Customer' };

  it('4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined with Stripe’s message', () => {
    expect(demoCardFault(card, now)).toBeNull();
    expect(demoCardFault({ ...card, number: '4000 0000 0000 0002' }, now)).toMatchObject({
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('names the field a card is refused for, in Stripe’s words', () => {
    expect(demoCardFault({ ...card, number: '4242 4242' }, now)).toMatchObject({
      param: 'number',
      code: 'incomplete_number',
    });
    expect(demoCardFault({ ...card, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      param: 'number',
      message: 'Your card number is incorrect.',
    });
    expect(demoCardFault({ ...card, number: '5555 5555 5555 4444' }, now)).toMatchObject({
      status: 402,
      param: 'number',
    });
    expect(demoCardFault({ ...card, expiry: '01 / 26' }, now)).toMatchObject({
      param: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
    expect(demoCardFault({ ...card, expiry: '12 / 25' }, now)).toMatchObject({
      param: 'expiry',
      code: 'invalid_expiry_year',
    });
    expect(demoCardFault({ ...card, expiry: '13 / 30' }, now)).toMatchObject({ param: 'expiry' });
    expect(demoCardFault({ ...card, cvc: '1' }, now)).toMatchObject({ param: 'cvc' });
    expect(demoCardFault({ ...card, name: ' ' }, now)).toMatchObject({ param: 'name' });
    expect(demoCardFault({ ...card, expiry: '03 / 26' }, now)).toBeNull();
  });
});
