import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend';
import { InboundRequestForm } from '@/features/marketing/components/inbound-request';
import { fakeBackend, renderPublic } from './render';

const valid = {
  name: "Dana O'Neil-Park",
  email: 'dana.park@harborbank.example',
  company: 'Harbor Community Bank',
  phone: '+19495550199',
  message: 'We close about 40 entity loans a month and would like pricing.',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
  const fields: Array<[keyof typeof valid, RegExp]> = [
    ['name', /Full name/],
    ['email', /Work email/],
    ['company', /^Company/],
    ['phone', /^Phone/],
    ['message', /Message|What would you like to see/],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value === undefined) continue;
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Paste rather than type: same events for react-hook-form, a fraction of the time.
    if (value !== '') await user.paste(value);
  }
}

describe('native contact form', () => {
  it('shows the exact required-field messages and sends nothing when empty', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    { field: 'name', value: 'A', message: 'Full name must be at least 2 characters' },
    {
      field: 'name',
      value: 'Dana 2nd',
      message: 'Full name can only contain letters, spaces, hyphens, and apostrophes',
    },
    { field: 'name', value: 'x'.repeat(101), message: 'Full name must be less than 100 characters' },
    { field: 'email', value: 'dana@', message: 'Invalid email address' },
    { field: 'phone', value: '(949) 555-0199', message: 'Invalid phone number format' },
    { field: 'phone', value: '+0123', message: 'Invalid phone number format' },
    { field: 'company', value: 'c'.repeat(201), message: 'Company name must be less than 200 characters' },
    { field: 'message', value: 'Too short', message: 'Message must be at least 10 characters' },
    { field: 'message', value: 'm'.repeat(2001), message: 'Message must be less than 2000 characters' },
  ] as const)('rejects a bad $field with "$message"', async ({ field, value, message }) => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, { ...valid, [field]: value });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('stores a valid message through the port, trimmed, and confirms it', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, { ...valid, company: `  ${valid.company}  ` });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith('contact', valid);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
  });

  it('accepts the optional fields left empty', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, { ...valid, company: '', phone: '' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith('contact', { ...valid, company: '', phone: '' });
  });

  it('shows "Sending..." while in flight', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    let release: () => void = () => {};
    submit.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('keeps every value and shows the error when sending fails', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    submit.mockRejectedValueOnce(new BackendError('network', 'Failed to fetch'));
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(screen.getByLabelText(/Full name/)).toHaveValue(valid.name);
    expect(screen.getByLabelText(/Work email/)).toHaveValue(valid.email);
    expect(screen.getByLabelText(/^Company/)).toHaveValue(valid.company);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue(valid.phone);
    expect(screen.getByLabelText(/Message/)).toHaveValue(valid.message);

    // A retry with the kept values goes through.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("lists the server's rule messages when it rejects the input", async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    submit.mockRejectedValueOnce(
      new BackendError('validation_failed', 'Invalid input', {
        issues: ['Invalid email address', 'Message must be at least 10 characters'],
      }),
    );
    renderPublic(<InboundRequestForm kind="contact" />, { backend: adapter });
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email address, Message must be at least 10 characters',
    );
  });
});

describe('native demo request form', () => {
  it('uses the same rules and stores the request as kind "demo"', async () => {
    const user = userEvent.setup();
    const { adapter, submit } = fakeBackend();
    renderPublic(<InboundRequestForm kind="demo" />, { backend: adapter });
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith('demo', valid);
  });
});
