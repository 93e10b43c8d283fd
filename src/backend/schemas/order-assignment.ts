import { z } from 'zod';
import { orderRequestSchema } from './entities';

/**
 * Order assignment (issue 32 §2, migration …2000): an admin gives an order to a staff member (an admin or a
 * moderator), takes it, or unassigns it. The history is public.order_assignments (staff read it, customers do
 * not); the queue reads public.order_queue, each order with its current assignee.
 */

const timestamp = z.string().datetime({ offset: true });

export const ASSIGNEE_REFUSED_MESSAGE = 'An order can be assigned only to an admin or a moderator';
export const ONLY_ADMINS_ASSIGN_MESSAGE = 'Only admins can assign orders';

/** One change of an order's assignee, as it was recorded (assignee null: unassigned). */
export const orderAssignmentSchema = z.object({
  id: z.number().int().positive(),
  order_id: z.uuid(),
  assignee_id: z.uuid().nullable(),
  assignee_email: z.string().nullable(),
  assigned_by: z.uuid().nullable(),
  assigned_by_email: z.string().nullable(),
  assigned_at: timestamp,
});
export type OrderAssignment = z.infer<typeof orderAssignmentSchema>;

/** An order as the staff queue lists it: the order and its current assignee (null for customers, always). */
export const queuedOrderSchema = orderRequestSchema.extend({
  assignee_id: z.uuid().nullable(),
  assignee_email: z.string().nullable(),
  assigned_at: timestamp.nullable(),
});
export type QueuedOrder = z.infer<typeof queuedOrderSchema>;

/** Assign an order to a staff member, or unassign it (assigneeId null). */
export const assignOrderInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  assigneeId: z.uuid('Invalid user ID format').nullable(),
});
export type AssignOrderInput = z.input<typeof assignOrderInputSchema>;

/** The queue's assignee filter: the caller's own orders, or those nobody has. */
export const ORDER_ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type OrderAssigneeFilter = (typeof ORDER_ASSIGNEE_FILTERS)[number];

/** The queue's orders: newest first, or the longest in their current status first. */
export const ORDER_QUEUE_SORTS = ['newest', 'waiting'] as const;
export type OrderQueueSort = (typeof ORDER_QUEUE_SORTS)[number];

/** A staff member an order can be assigned to (an admin or a moderator whose account is not Suspended). */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The profile's display name, else first and last name, else the email. */
  name: z.string(),
  role: z.enum(['Admin', 'Moderator']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
