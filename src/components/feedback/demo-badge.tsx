import { Badge, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';

const BadgeLink = chakra(Link);

/**
 * Tells the viewer the app runs on demo data and leads to the demo inbox (and its reset action). It sits
 * in the header beside the logo, in the page's flow, so it never covers content. The backend kind is
 * fixed at build time, so the prerendered HTML already carries it. Nothing on the production backend.
 */
export function DemoBadge() {
  const { kind } = useBackend();
  if (kind !== 'mock') return null;
  return (
    <BadgeLink
      to={paths.demoInbox}
      rounded="full"
      flexShrink={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
      title="This app runs on demo data. Open the demo inbox."
    >
      <Badge colorPalette="orange" variant="surface" rounded="full" px="2" size="sm" whiteSpace="nowrap">
        Demo data
      </Badge>
    </BadgeLink>
  );
}
