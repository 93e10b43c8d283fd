import { Flex, LinkBox, LinkOverlay, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderStatus } from '@/backend';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderLinkRowProps {
  /** Where the entity name leads. */
  to: string;
  entity: string;
  status: OrderStatus;
  /** The link's accessible name when the entity alone is not enough. */
  linkLabel?: string;
  /** Tighter spacing, for lists inside a card's section. */
  compact?: boolean;
  /** The lines under the entity name. */
  children: ReactNode;
}

/** One order as a list row: the entity name is the link over the whole row, its status badge beside it. */
export function OrderLinkRow({ to, entity, status, linkLabel, compact = false, children }: OrderLinkRowProps) {
  return (
    <LinkBox
      as="li"
      display="flex"
      // Phones: the status above the entity, so the name gets the full width; wider: the status on the right.
      flexDirection={{ base: 'column-reverse', sm: 'row' }}
      gap={{ base: compact ? '1' : '2', sm: '3' }}
      alignItems="start"
      justifyContent="space-between"
      borderWidth="1px"
      rounded="md"
      px={compact ? '3' : '4'}
      py={compact ? '2' : '3'}
      _hover={{ bg: 'bg.subtle', borderColor: 'border.emphasized' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap={compact ? '0.5' : '1'} minW="0" flex="1" alignSelf={compact ? undefined : 'stretch'}>
        <LinkOverlay asChild fontWeight="semibold" wordBreak="break-word" _focusVisible={{ outline: 'none' }}>
          <Link to={to} aria-label={linkLabel}>
            {entity}
          </Link>
        </LinkOverlay>
        {children}
      </Stack>
      <Flex flexShrink={0}>
        <OrderStatusBadge status={status} />
      </Flex>
    </LinkBox>
  );
}
