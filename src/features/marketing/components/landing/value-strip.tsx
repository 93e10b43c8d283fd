import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { landing } from '@/content/landing';

/** The key numbers, stated as the provider's claims. */
export function ValueStrip() {
  return (
    <Box as="section" aria-label="Key figures" bg="blue.solid" color="blue.contrast">
      <Container maxW="7xl" py={{ base: '8', md: '10' }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '6', md: '8' }}>
          {landing.valueStrip.map((item) => (
            <Stack as="li" key={item.label} gap="1">
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1">
                {item.value}
              </Text>
              <Text fontSize="sm">{item.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="6" fontSize="xs">
          Figures are our claims based on customer experience; your results depend on your loan mix and volume.
        </Text>
      </Container>
    </Box>
  );
}
