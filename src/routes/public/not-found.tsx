import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'Page not found', description: 'The page you asked for does not exist.', path: '/404' });

/** SPEC §2: any other path logs a console error and shows the 404 page. */
export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Container maxW="2xl" py={{ base: '16', md: '28' }} textAlign="center">
      <Stack gap="5" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="blue.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        {/* The address is not echoed: this markup is prerendered once (as /404.html) for every unknown path. */}
        <Text color="fg.muted">The address you followed does not match any page on this site.</Text>
        <Button asChild colorPalette="blue">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </Stack>
    </Container>
  );
}
