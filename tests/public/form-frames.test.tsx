import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand } from '@/content/brand';
import { DemoDialog } from '@/features/marketing/components/demo-dialog';
import { EmbeddedFormFrame } from '@/features/marketing/components/embedded-form-frame';
import { InboundFormSlot } from '@/features/marketing/components/inbound-request';
import { FORM_FRAME_HEIGHTS, frameHeightFor } from '@/features/marketing/embedded-form';
import { cssValueAtWidth, evaluateMediaQuery, renderPublic } from './render';

const FORM_URL = 'https://forms.example.com/embed/abc';

describe('frame heights (SPEC §2, §9)', () => {
  it('are 800px at 768px or narrower, else 625px for contact and 615px for demo', () => {
    expect(frameHeightFor('contact', 320)).toBe(800);
    expect(frameHeightFor('contact', 768)).toBe(800);
    expect(frameHeightFor('contact', 769)).toBe(625);
    expect(frameHeightFor('demo', 768)).toBe(800);
    expect(frameHeightFor('demo', 769)).toBe(615);
    expect(FORM_FRAME_HEIGHTS).toEqual({ contact: { narrow: 800, wide: 625 }, demo: { narrow: 800, wide: 615 } });
  });

  it.each([
    ['contact', 768, '800px'],
    ['contact', 769, '625px'],
    ['contact', 1280, '625px'],
    ['demo', 768, '800px'],
    ['demo', 769, '615px'],
    ['demo', 390, '800px'],
  ] as const)('the rendered %s frame gets its height from CSS: at %ipx it is %s', (kind, width, expected) => {
    renderPublic(<EmbeddedFormFrame kind={kind} src={FORM_URL} title="Form" />);
    const frame = screen.getByTitle('Form');
    expect(cssValueAtWidth(frame, 'height', width)).toBe(expected);
  });

  it('the media query evaluator used above splits exactly at 768/769', () => {
    expect(evaluateMediaQuery('not all and (max-width: 768px)', 768)).toBe(false);
    expect(evaluateMediaQuery('not all and (max-width: 768px)', 769)).toBe(true);
    expect(evaluateMediaQuery('screen and (min-width: 48rem)', 768)).toBe(true);
  });

  it('is full width, titled, and reserves its height (no JS measurement, so nothing shifts)', () => {
    renderPublic(<EmbeddedFormFrame kind="contact" src={FORM_URL} title="Contact form" lazy />);
    const frame = screen.getByTitle('Contact form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', FORM_URL);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(cssValueAtWidth(frame, 'width', 1280)).toBe('100%');
  });
});

describe('form slot', () => {
  it('shows the third-party frame when a URL is configured', () => {
    renderPublic(<InboundFormSlot kind="contact" frameUrl={FORM_URL} />);
    expect(screen.getByTitle('Contact form')).toHaveAttribute('src', FORM_URL);
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  });

  it('falls back to the native form when no URL is configured (the offline default)', () => {
    renderPublic(<InboundFormSlot kind="contact" frameUrl={null} />);
    expect(screen.queryByTitle('Contact form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('Request a Demo dialog', () => {
  const text = `See firsthand how ${brand.productName} can transform your lending process with a personalized demonstration`;

  it('opens from Request Demo with the verbatim text and the native form, and closes again', async () => {
    const user = userEvent.setup();
    renderPublic(<DemoDialog frameUrl={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Request a Demo' })).toBeInTheDocument();
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full name/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request Demo' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('embeds the demo frame when its URL is configured', async () => {
    const user = userEvent.setup();
    renderPublic(<DemoDialog frameUrl={FORM_URL} />);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    const dialog = await screen.findByRole('dialog');
    const frame = within(dialog).getByTitle('Demo request form');
    expect(frame).toHaveAttribute('src', FORM_URL);
    expect(cssValueAtWidth(frame, 'height', 768)).toBe('800px');
    expect(cssValueAtWidth(frame, 'height', 769)).toBe('615px');
  });
});
