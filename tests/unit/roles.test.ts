import { describe, expect, it } from 'vitest';
import { can, isRole } from '../../shared/roles';

describe('role rules (spec section 6)', () => {
  it('viewers read; operators also manage operations; only admins manage users', () => {
    expect([can('viewer', 'readStaffData'), can('viewer', 'manageOperations'), can('viewer', 'manageUsers')]).toEqual([true, false, false]);
    expect([can('operator', 'readStaffData'), can('operator', 'manageOperations'), can('operator', 'manageUsers')]).toEqual([true, true, false]);
    expect([can('admin', 'readStaffData'), can('admin', 'manageOperations'), can('admin', 'manageUsers')]).toEqual([true, true, true]);
  });
  it('an account without a role may do nothing', () => {
    expect(can(null, 'readStaffData')).toBe(false);
    expect(can(undefined, 'readStaffData')).toBe(false);
  });
  it('recognises only the three roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});
