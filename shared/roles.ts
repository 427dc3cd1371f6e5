/**
 * Roles. viewer, operator and admin are the staff roles (spec section 6); `crew` (issue 11) is
 * an ambulance's crew, linked to one vehicle, who sees only that vehicle's bookings on the
 * phone screen and is not staff. `partner` (issue 37) is a person of a partner organisation
 * (a hospital, a dialysis centre, a company), scoped to exactly one organisation: they see and
 * change only that organisation's trips in the partner console and are not staff. An account
 * without a role is signed in but is none of these.
 */
export const ROLES = ['viewer', 'operator', 'admin', 'crew', 'partner'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  operator: 'Operator',
  admin: 'Admin',
  crew: 'Crew (ambulance)',
  partner: 'Partner (organisation)',
};

/** The staff roles: the dashboard is theirs. */
export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const satisfies readonly Role[];
export function isStaff(role: Role | null | undefined): boolean {
  return role != null && (STAFF_ROLES as readonly Role[]).includes(role);
}

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
  /** Bills and payments of a period as CSV, and what is outstanding (issue 40.5): the accounts. */
  readAccounts: ['operator', 'admin'],
  /** See staff accounts and assign roles. */
  manageUsers: ['admin'],
  /** The crew's phone screen: its vehicle's current booking and its steps (never another vehicle's). */
  crewWork: ['crew'],
  /** The partner console: its organisation's trips, series, board and history (never another organisation's). */
  partnerWork: ['partner'],
  /** Partner organisations and their people's invitations and access (issue 37.1). */
  managePartners: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
