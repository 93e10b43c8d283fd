import { Badge, chakra } from '@chakra-ui/react';
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
  );
}
