import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCorporationReport, sampleLlcReport } from '@/content/sample-reports';
import { Benefits } from '@/features/marketing/components/landing/benefits';
import { ContactSection } from '@/features/marketing/components/landing/contact-section';
import { Hero } from '@/features/marketing/components/landing/hero';
import { ValueStrip } from '@/features/marketing/components/landing/value-strip';
import { SampleReportCard } from '@/features/sample-report/components/sample-report-card';
import { SampleReportTabs } from '@/features/sample-report/components/sample-report-tabs';
import { SampleReportView } from '@/features/sample-report/components/sample-report-view';
import { EXAMPLE_FORM_URL } from './page-frame';

const meta = {
  title: 'Public/Landing sections',
  component: Hero,
  parameters: { route: '/' },
} satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Headline, Request Demo and Learn More, with the sample report card beside them on wide screens. */
export const HeroSection: Story = {
  args: { aside: <SampleReportCard /> },
  render: (args) => (
    <main>
      <Hero {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Request Demo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/process');
  },
};

/** The hero card alone: entity facts, ownership, documents, Low Risk and the Illustrative marker. */
export const SampleCard: Story = {
  render: () => (
    <main>
      <Container maxW="lg" py="8">
        <SampleReportCard />
      </Container>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Low Risk')).toBeVisible();
    await expect(canvas.getByText('Illustrative')).toBeVisible();
    await expect(canvas.getByText(sampleLlcReport.content.entityName)).toBeVisible();
  },
};

export const ValueStripSection: Story = {
  render: () => (
    <main>
      <ValueStrip />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99%')).toBeVisible();
  },
};

/** The LLC and Corporation tabs with Download Full Report. */
export const SampleReportsTabs: Story = {
  render: () => (
    <main>
      <Container maxW="7xl" py="8">
        <SampleReportTabs />
      </Container>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: `Download Full Report for ${sampleLlcReport.content.entityName} (PDF)` }),
    ).toBeVisible();
  },
};

/** The corporation report: principal office, directors, chairman, vice chairman and officers. */
export const CorporationReport: Story = {
  render: () => (
    <main>
      <Container maxW="7xl" py="8">
        <SampleReportView report={sampleCorporationReport} />
      </Container>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medium Risk')).toBeVisible();
    await expect(canvas.getByText('Helen Nakamura')).toBeVisible();
  },
};

export const BenefitsSection: Story = {
  render: () => (
    <main>
      <Benefits />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Closing teams')).toBeVisible();
  },
};

/** Contact section with the native form (the offline default). */
export const ContactSectionNative: Story = {
  render: () => (
    <main>
      <ContactSection frameUrl={null} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

/** Contact section with the third-party form frame (when VITE_CONTACT_FORM_URL is set). */
export const ContactSectionWithFrame: Story = {
  render: () => (
    <main>
      <ContactSection frameUrl={EXAMPLE_FORM_URL} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Contact form');
    await expect(frame).toHaveAttribute('src', EXAMPLE_FORM_URL);
    await expect(frame.getBoundingClientRect().height).toBe(window.innerWidth <= 768 ? 800 : 625);
  },
};
