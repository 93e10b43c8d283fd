import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader, PageSection } from '@/features/marketing/components/page-layout';
import { StaffCard } from '@/features/marketing/components/staff-card';
import { Link } from 'react-router';
import { paths, staffPath } from '@/config/paths';
import { aboutPage } from '@/content/about';
import { staff } from '@/content/staff';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...aboutPage.meta, path: paths.about });

/** /about: timeline, founder quote, leadership (SPEC §2). Leadership reads src/content/staff.ts. */
export default function About() {
  const founder = staff[0];
  return (
    <>
      <PageHeader eyebrow="About Us" title={aboutPage.title} lead={aboutPage.lead} />
      <PageSection title={aboutPage.timelineTitle}>
        <Box
          as="ol"
          listStyleType="none"
          position="relative"
          maxW="3xl"
          ps={{ base: '6', md: '8' }}
          borderStartWidth="2px"
          borderColor="border"
        >
          {aboutPage.timeline.map((entry) => (
            <Box as="li" key={entry.year} position="relative" pb="8" _last={{ pb: '0' }}>
              <Box
                aria-hidden="true"
                position="absolute"
                insetStart={{ base: '-31px', md: '-39px' }}
                top="1"
                w="4"
                h="4"
                rounded="full"
                bg="blue.solid"
                borderWidth="3px"
                borderColor="bg"
              />
              <Text fontWeight="bold" color="blue.fg" fontSize="sm">
                {entry.year}
              </Text>
              <Heading as="h3" size="md" mt="1">
                {entry.title}
              </Heading>
              <Text color="fg.muted" mt="1">
                {entry.body}
              </Text>
            </Box>
          ))}
        </Box>
      </PageSection>
      <Box as="section" aria-label="Founder's quote" bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl">
          <Box as="figure" m="0">
            <Box
              as="blockquote"
              fontSize={{ base: 'xl', md: '2xl' }}
              lineHeight="1.5"
              fontWeight="medium"
              borderStartWidth="4px"
              borderColor="blue.solid"
              ps={{ base: '5', md: '8' }}
            >
              <Text>“{aboutPage.quote.text}”</Text>
            </Box>
            {founder && (
              <Text as="figcaption" mt="5" ps={{ base: '6', md: '9' }} color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {founder.name}
                </Text>
                , {aboutPage.quote.attribution}
              </Text>
            )}
          </Box>
        </Container>
      </Box>
      <PageSection title={aboutPage.leadershipTitle} lead={aboutPage.leadershipLead}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {staff.map((member) => (
            <Stack as="li" key={member.slug} gap="2">
              <StaffCard member={member} showBio />
              <Text fontSize="sm" ps="1">
                <Box as="span" color="blue.fg" textDecoration="underline">
                  <Link to={staffPath(member.slug)}>Contact card for {member.name}</Link>
                </Box>
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
