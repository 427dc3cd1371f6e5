/** Staff roles (spec section 6). An account without a role is signed in but is not staff. */
export const ROLES = ['viewer', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  operator: 'Operator',
  admin: 'Admin',
};

/** What a staff member may do. The server's procedure builders and the UI both read this. */
export const PERMISSIONS = {
  /** Read bookings, fleet, inquiries, dashboard figures, live changes. */
  readStaffData: ['viewer', 'operator', 'admin'],
  /** Create, edit, delete bookings and ambulances; flip availability; delete inquiries. */
  manageOperations: ['operator', 'admin'],
  /** See customers' phone numbers in lists; viewers see the last 4 digits until they open a booking. */
  readCustomerPhones: ['operator', 'admin'],
  /** Download every matching booking as CSV (bulk personal data: not for viewers). */
  exportBookings: ['operator', 'admin'],
  /** See staff accounts and assign roles. */
  manageUsers: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
