import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  assignOrderInputSchema,
  orderAssignmentSchema,
  profileSchema,
  staffMemberSchema,
  type BackendAdapter,
  type Profile,
  type StaffMember,
} from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** How the assignment control names a staff member: their display name, else first and last name, else the email. */
function staffName(p: Profile): string {
  const display = p.display_name?.trim();
  if (display) return display;
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
  return full || p.email || 'Unnamed staff member';
}

/**
 * Order assignment (migration …2000, issue 32) on supabase-js: assign_order() checks its caller itself (admins at
 * aal2); the history is public.order_assignments under its staff-only policy; the staff an order can go to are
 * the profiles whose role mirror is Admin or Moderator and whose account is not Suspended, which an admin reads
 * under the profiles policy (anyone else reads only their own profile there). The queue's page with its
 * assignee filter and sort reads public.order_queue (orders.ts, orders.page).
 */
export function orderAssignmentsPort(
  client: SupabaseClient,
): Pick<BackendAdapter['orders'], 'assign' | 'assignments' | 'staffMembers'> {
  return {
    assign: (input) =>
      guard(async () => {
        const { orderId, assigneeId } = parseInput(assignOrderInputSchema, input);
        unwrap(await client.rpc('assign_order', { _order_id: orderId, _assignee: assigneeId }));
      }),

    assignments: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client.from('order_assignments').select('*').eq('order_id', orderId).order('id', { ascending: true }),
        );
        return parseResponse(z.array(orderAssignmentSchema), rows, 'order assignments');
      }),

    staffMembers: () =>
      guard(async () => {
        const rows = unwrap(await client.from('profiles').select('*').in('role', ['Admin', 'Moderator']));
        const profiles = parseResponse(z.array(profileSchema), rows, 'staff profiles');
        const members: StaffMember[] = profiles
          .filter((p) => p.status !== 'Suspended')
          .map((p) => ({
            id: p.id,
            email: p.email ?? '',
            name: staffName(p),
            role: p.role === 'Admin' ? 'Admin' : 'Moderator',
          }));
        return parseResponse(z.array(staffMemberSchema), members, 'staff members').sort((a, b) =>
          a.name.localeCompare(b.name),
        );
      }),
  };
}
