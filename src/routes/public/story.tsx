import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageHeader } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { storyPage } from '@/content/story';
import { pageMeta } from '@/lib/page-meta';

/** Served at /story and /our-story (SPEC §2 names both); each URL carries its own path in meta. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({ ...storyPage.meta, path: location.pathname === paths.ourStory ? paths.ourStory : paths.story });

/** The narrative page. */
export default function Story() {
  return (
    <>
      <PageHeader eyebrow="Our Story" title={storyPage.title} lead={storyPage.lead} />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap="10" maxW="3xl">
          {storyPage.chapters.map((chapter) => (
            <Box as="section" key={chapter.title} aria-label={chapter.title}>
              <Heading as="h2" size="xl" mb="4">
                {chapter.title}
              </Heading>
              <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                {chapter.paragraphs.map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
              </Stack>
            </Box>
          ))}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="blue">
              <Link to={paths.contact}>Contact us</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.about}>Meet the team</Link>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
