import { Badge } from '@chakra-ui/react';
import type { AppRole } from '@/backend';

/** SPEC §2 badge styles: admin destructive, moderator default, user secondary. */
const STYLE: Record<AppRole, { colorPalette: string; variant: 'solid' | 'subtle' }> = {
  admin: { colorPalette: 'red', variant: 'solid' },
  moderator: { colorPalette: 'blue', variant: 'solid' },
  user: { colorPalette: 'gray', variant: 'subtle' },
};

export function RoleBadge({ role }: { role: AppRole }) {
  return (
    <Badge {...STYLE[role]} data-role={role}>
      {role}
    </Badge>
  );
}

export function NoRolesBadge() {
  return (
    <Badge colorPalette="gray" variant="outline">
      No Roles
    </Badge>
  );
}
