import { Box, Container, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LegalSection } from '@/content/terms';

const sectionId = (section: LegalSection) =>
  `section-${section.number ?? section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A numbered legal document (terms, privacy) with a table of contents. */
export function LegalDocument({
  intro,
  sections,
  footer,
}: {
  intro: readonly string[];
  sections: readonly LegalSection[];
  footer?: string;
}) {
  return (
    <Container maxW="7xl" py={{ base: '10', md: '14' }}>
      <Stack gap="8" maxW="3xl">
        {intro.map((p) => (
          <Text key={p} fontSize="lg">
            {p}
          </Text>
        ))}
        <Box as="nav" aria-label="Contents" borderWidth="1px" rounded="lg" p="5" bg="bg.subtle">
          <Heading as="h2" size="md" mb="3">
            Contents
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2 }} columnGap="8" rowGap="1.5">
            {sections.map((section) => (
              <Box as="li" key={section.title} fontSize="sm">
                <Link href={`#${sectionId(section)}`} color="blue.fg">
                  {section.number ? `${section.number}. ` : ''}
                  {section.title}
                </Link>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
        {sections.map((section) => (
          <Box as="section" key={section.title} id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`}>
            <Heading as="h2" size="lg" mb="3" id={`${sectionId(section)}-title`}>
              {section.number ? `${section.number}. ` : ''}
              {section.title}
            </Heading>
            <Stack gap="3" lineHeight="tall">
              {section.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              {section.list && (
                <List.Root gap="2" ps="5">
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
              {section.after?.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          </Box>
        ))}
        {footer && (
          <Text color="fg.muted" borderTopWidth="1px" pt="6">
            {footer}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
