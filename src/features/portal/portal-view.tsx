import {
  Badge,
  Button,
  Card,
  Container,
  DataList,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@/backend';
import { paths } from '@/config/paths';
import { accountFields, isPortalAdmin, welcomeName } from './profile-display';

const statusPalette = (status: string) => (status === 'Active' ? 'green' : status === 'Suspended' ? 'red' : 'gray');

export interface PortalViewProps {
  user: { id: string; email: string | null };
  profile: Profile | null;
  onChangePassword: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** The Download Logo Options menu, shown to admins. */
  logoMenu?: ReactNode;
  /** A notice above the cards (e.g. the profile could not be read). */
  notice?: ReactNode;
  /** The Credits card: the balance and the way to order a report. */
  credits?: ReactNode;
  /** The Your Orders card. */
  orders?: ReactNode;
  /** The staff home (admins and moderators): their work, above everything else. */
  staff?: ReactNode;
}

/** SPEC §2 /portal once the profile is known. */
export function PortalView({
  user,
  profile,
  onChangePassword,
  onSignOut,
  signingOut = false,
  logoMenu,
  notice,
  credits,
  orders,
  staff,
}: PortalViewProps) {
  const admin = isPortalAdmin(profile);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="4"
        >
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Welcome, {welcomeName(profile, user.email)}
            </Heading>
            <Text color="fg.muted">
              {staff
                ? 'Your work first: the order queue, the orders assigned to you and your account.'
                : 'Your customer portal: your credits, your orders and your account.'}
            </Text>
          </Stack>
          <HStack gap="3">
            <Button variant="outline" onClick={onChangePassword} flex={{ base: '1', md: 'initial' }}>
              Change Password
            </Button>
            <Button
              variant="subtle"
              onClick={onSignOut}
              loading={signingOut}
              loadingText="Signing out..."
              flex={{ base: '1', md: 'initial' }}
            >
              Sign Out
            </Button>
          </HStack>
        </Flex>
        {notice}
        {staff}
        {/* Phones: credits, orders, account. Wide screens: the orders beside the credits and the account; without
            orders (staff with none), the account beside the admin actions. */}
        <Grid
          templateColumns={{
            base: 'minmax(0, 1fr)',
            lg: orders ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr) minmax(0, 1fr)',
          }}
          templateAreas={{
            base: [credits && '"credits"', orders && '"orders"', '"account"', admin && '"admin"']
              .filter(Boolean)
              .join(' '),
            lg: orders
              ? '"orders credits" "orders account" "orders admin" "orders rest"'
              : `${credits ? '"credits credits" ' : ''}"account admin"`,
          }}
          templateRows={{ lg: orders ? 'auto auto auto 1fr' : undefined }}
          gap="6"
          alignItems="start"
        >
          {credits && <GridItem area="credits">{credits}</GridItem>}
          {orders && <GridItem area="orders">{orders}</GridItem>}
          <GridItem area="account">
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="lg">
                  Your Account
                </Heading>
              </Card.Header>
              <Card.Body>
                <DataList.Root orientation="horizontal" gap="3">
                  {accountFields(profile, user).map((field) => (
                    <DataList.Item key={field.label}>
                      <DataList.ItemLabel minW="24">{field.label}</DataList.ItemLabel>
                      <DataList.ItemValue
                        wordBreak="break-all"
                        color={field.missing ? 'fg.muted' : undefined}
                        fontStyle={field.missing ? 'italic' : undefined}
                      >
                        {field.label === 'Status' ? (
                          <Badge colorPalette={statusPalette(field.value)}>{field.value}</Badge>
                        ) : (
                          field.value
                        )}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Card.Body>
            </Card.Root>
          </GridItem>
          {admin && (
            <GridItem area="admin">
              <Card.Root as="section" aria-labelledby="admin-actions-heading" borderColor="blue.muted">
                <Card.Header>
                  <Heading as="h2" size="lg" id="admin-actions-heading">
                    Administrative Actions
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <Flex gap="3" wrap="wrap">
                    <Button asChild variant="outline">
                      <Link to={paths.admin}>User Administration</Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to={paths.adminDashboard}>Admin Dashboard</Link>
                    </Button>
                    {logoMenu}
                  </Flex>
                </Card.Body>
              </Card.Root>
            </GridItem>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}
