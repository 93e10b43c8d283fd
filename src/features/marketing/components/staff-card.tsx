import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { brand, formattedAddress } from '@/content/brand';
import type { StaffMember } from '@/content/staff';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A staff contact card (SPEC §2): name, title, company, the shared Newport Beach address, and
 * mailto and tel links. `headingAs` is h1 on the member's own page and h3 in the About page list.
 */
export function StaffCard({
  member,
  headingAs = 'h3',
  showBio = false,
}: {
  member: StaffMember;
  headingAs?: 'h1' | 'h2' | 'h3';
  showBio?: boolean;
}) {
  return (
    <Card.Root as="article" size="lg" h="full" data-testid={`staff-card-${member.slug}`}>
      <Card.Body gap="5">
        <Stack direction="row" gap="4" align="center">
          <Box
            aria-hidden="true"
            flexShrink={0}
            w="14"
            h="14"
            rounded="full"
            bg="blue.subtle"
            color="blue.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontWeight="bold"
            fontSize="lg"
          >
            {initials(member.name)}
          </Box>
          <Stack gap="0.5">
            <Heading as={headingAs} size={headingAs === 'h1' ? '2xl' : 'lg'}>
              {member.name}
            </Heading>
            <Text color="fg.muted" fontWeight="medium">
              {member.title}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {brand.companyName}
            </Text>
          </Stack>
        </Stack>
        {showBio && <Text>{member.bio}</Text>}
        <Stack as="dl" gap="3" fontSize="sm">
          <div>
            <Text as="dt" fontWeight="semibold">
              Email
            </Text>
            <Text as="dd">
              <Link href={`mailto:${member.email}`} color="blue.fg" wordBreak="break-all">
                {member.email}
              </Link>
            </Text>
          </div>
          <div>
            <Text as="dt" fontWeight="semibold">
              Phone
            </Text>
            <Text as="dd">
              <Link href={member.phoneHref} color="blue.fg">
                {member.phone}
              </Link>
            </Text>
          </div>
          <div>
            <Text as="dt" fontWeight="semibold">
              Address
            </Text>
            <Text as="dd" color="fg.muted">
              {formattedAddress}
            </Text>
          </div>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
