import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffPath } from '@/config/paths';
import { brand, formattedAddress } from '@/content/brand';
import { staff } from '@/content/staff';
import { StaffCard } from '@/features/marketing/components/staff-card';
import About from '@/routes/public/about';
import StaffMemberPage, { meta as staffMeta } from '@/routes/public/staff-member';
import { renderPublic } from './render';

describe('staff contact cards (SPEC §2)', () => {
  it('keeps the four titles in the spec order, with kebab-case routes from the names', () => {
    expect(staff.map((m) => m.title)).toEqual([
      'Founder and President',
      'Director Client Services',
      'Director Artificial Intelligence',
      'Customer Relations Manager',
    ]);
    for (const m of staff) expect(m.slug).toBe(m.name.toLowerCase().replace(/\s+/g, '-'));
  });

  it.each(staff.map((m) => [m.name, m] as const))(
    '%s: name, title, company, shared address, mailto and tel links',
    (_name, member) => {
      renderPublic(<StaffCard member={member} />);
      const card = screen.getByTestId(`staff-card-${member.slug}`);
      expect(within(card).getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(member.title);
      expect(card).toHaveTextContent(brand.companyName);
      expect(card).toHaveTextContent(formattedAddress);
      expect(formattedAddress).toContain('Newport Beach, California');
      expect(within(card).getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
      const tel = within(card).getByRole('link', { name: member.phone });
      expect(tel.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
      expect(tel).toHaveAttribute('href', member.phoneHref);
    },
  );

  it.each(staff.map((m) => [staffPath(m.slug), m] as const))(
    'the page at %s shows that member as its h1, with title and description',
    (path, member) => {
      renderPublic(
        <Routes>
          <Route path="*" element={<StaffMemberPage />} />
        </Routes>,
        { path },
      );
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: member.name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
      const tags = staffMeta({ location: { pathname: path } });
      expect(tags).toContainEqual({ title: `${member.name}, ${member.title} | ${brand.productName}` });
      expect(tags).toContainEqual({ property: 'og:url', content: path });
    },
  );

  it("About's leadership reads the same data: all four cards with their links", () => {
    renderPublic(<About />, { path: '/about' });
    const section = screen.getByRole('region', { name: 'Leadership' });
    for (const member of staff) {
      expect(within(section).getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: member.email })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
      expect(within(section).getByRole('link', { name: `Contact card for ${member.name}` })).toHaveAttribute(
        'href',
        staffPath(member.slug),
      );
    }
  });
});
