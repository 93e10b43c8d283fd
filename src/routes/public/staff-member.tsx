import { Button, Container, Stack } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { StaffCard } from '@/features/marketing/components/staff-card';
import { paths, staffPath } from '@/config/paths';
import { staffMemberForPath } from '@/features/marketing/staff-lookup';
import { brand } from '@/content/brand';
import { pageMeta } from '@/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) => {
  const member = staffMemberForPath(location.pathname);
  if (!member)
    return pageMeta({
      title: 'Contact card',
      description: `Contact the ${brand.productName} team.`,
      path: location.pathname,
    });
  return pageMeta({
    title: `${member.name}, ${member.title}`,
    description: `Contact ${member.name}, ${member.title} at ${brand.companyName}, Newport Beach, California: email and direct phone.`,
    path: staffPath(member.slug),
  });
};

/** A static contact card (SPEC §2 /{name}). */
export default function StaffMemberPage() {
  const member = staffMemberForPath(useLocation().pathname);
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        {member && <StaffCard member={member} headingAs="h1" showBio />}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild variant="outline">
            <Link to={paths.about}>Meet the whole team</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
