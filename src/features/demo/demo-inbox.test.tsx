import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DemoEmail } from '@/backend';
import { createAppSystem } from '@/theme/system';
import { DemoEmailCard } from './demo-inbox';

const saved = vi.hoisted(() => [] as Array<{ blob: Blob; fileName: string }>);
vi.mock('@/lib/save-file', () => ({
  saveBlobAsFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

const LOS_MAIL: DemoEmail = {
  id: '5d1f3f0e-3c1a-4d7e-9b8a-0a1b2c3d4e5f',
  to: 'closing@lender-los.test',
  subject: 'Legal entity report ELR-5E81B40D-v1: Maple Street Holdings, Inc.',
  text: 'Attached: the report as a PDF and as a JSON data packet (schema version 1).',
  link: null,
  created_at: '2026-03-02T09:00:00.000Z',
  attachments: [
    { name: 'ELR-5E81B40D-v1.pdf', content_type: 'application/pdf', available: false },
    { name: 'ELR-5E81B40D-v1-maple-street-holdings-inc.json', content_type: 'application/json', available: true },
  ],
};

function renderCard(downloadAttachment?: (emailId: string, index: number) => Promise<Blob>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ChakraProvider value={createAppSystem()}>
      <QueryClientProvider client={client}>
        <DemoEmailCard email={LOS_MAIL} downloadAttachment={downloadAttachment} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('DemoEmailCard attachments', () => {
  it('lists every attachment by name; one still stored downloads under its name, a removed one says so', async () => {
    const packet = new Blob(['{"packetType":"legal-entity-report"}'], { type: 'application/json' });
    const download = vi.fn(async () => packet);
    renderCard(download);

    const attachments = screen.getByRole('region', { name: `Attachments of ${LOS_MAIL.subject}` });
    expect(within(attachments).getByText('Attachments (2)')).toBeInTheDocument();
    const items = within(attachments).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ELR-5E81B40D-v1.pdf (no longer available)');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(items[1]!).getByRole('button', { name: 'Download ELR-5E81B40D-v1-maple-street-holdings-inc.json' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(download).toHaveBeenCalledWith(LOS_MAIL.id, 1);
    expect(saved[0]).toEqual({ blob: packet, fileName: 'ELR-5E81B40D-v1-maple-street-holdings-inc.json' });
  });

  it('without a way to download, names the attachments only', () => {
    renderCard();
    expect(screen.getByText('ELR-5E81B40D-v1-maple-street-holdings-inc.json')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an email without attachments shows no attachment section', () => {
    const client = new QueryClient();
    render(
      <ChakraProvider value={createAppSystem()}>
        <QueryClientProvider client={client}>
          <DemoEmailCard email={{ ...LOS_MAIL, attachments: [] }} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
