import { Badge, Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDemoTools } from '@/lib/demo-tools-context';

const BadgeLink = chakra(Link);

/**
 * A small corner badge telling the viewer the app runs on demo data; it leads to the demo inbox (and its
 * reset action). Renders nothing on the production backend.
 */
export function DemoBadge() {
  const tools = useDemoTools();
  if (!tools) return null;
  return (
    <>
      {/* Room below the footer, so the page's last lines can scroll clear of the fixed badge. */}
      <Box aria-hidden="true" h="12" flexShrink={0} bg="bg.subtle" />
      <BadgeLink
        to={paths.demoInbox}
        position="fixed"
        insetStart="3"
        bottom="3"
        zIndex="sticky"
        rounded="full"
        _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
        title="This app runs on demo data. Open the demo inbox."
      >
        <Badge bg="gray.900" color="white" rounded="full" px="2.5" py="1" size="sm" boxShadow="sm">
          Demo data
        </Badge>
      </BadgeLink>
    </>
  );
}
