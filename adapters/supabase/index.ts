export {
  ADMIN_CREATE_USER_FUNCTION,
  ADMIN_SET_USER_STATUS_FUNCTION,
  ORDER_DOCUMENTS_BUCKET,
  createSupabaseAdapter,
  type SupabaseAdapterOptions,
} from './supabase-adapter';
