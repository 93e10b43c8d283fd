import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema } from '@/backend/schemas';

/** SPEC §5's contact message rules for react-hook-form. Loaded on demand: zod is not in the public pages' first load. */
export const inboundFormResolver = zodResolver(contactMessageInputSchema);
