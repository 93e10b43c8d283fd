/**
 * The Edge Function that creates a user for an admin (supabase/functions/admin-create-user), apart from admin.ts,
 * which loads on its first call.
 */
export const ADMIN_CREATE_USER_FUNCTION = 'admin-create-user';
