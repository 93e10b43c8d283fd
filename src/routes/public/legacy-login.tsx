import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Customer Login',
    description: `The ${brand.productName} customer application is not yet launched.`,
    path: paths.login,
  });

/** The legacy customer login (SPEC §1, §2): the application is not yet launched. */
export default function LegacyLogin() {
  return (
    <Container maxW="lg" py={{ base: '16', md: '24' }}>
      <Card.Root textAlign="center">
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            Customer Login
          </Heading>
          <Text color="fg.muted">
            This application is not yet launched. We are putting the finishing touches on the new {brand.productName}{' '}
            customer application and will announce its launch to current customers by email.
          </Text>
          <Button asChild colorPalette="blue" alignSelf="center">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
