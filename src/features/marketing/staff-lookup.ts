import { staffPath } from '@/config/paths';
import { staff, type StaffMember } from '@/content/staff';

/** One module serves the four staff routes; the path says whose card it is. */
export function staffMemberForPath(pathname: string): StaffMember | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return staff.find((m) => staffPath(m.slug) === normalized);
}
