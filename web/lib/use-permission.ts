import { can, type Permission } from '../../shared/roles';
import { trpc } from './staff-client';

/** Whether the signed-in user's current role allows `permission` (the server decides too). */
export function usePermission(permission: Permission): boolean {
  const me = trpc.auth.me.useQuery();
  return can(me.data?.role, permission);
}
