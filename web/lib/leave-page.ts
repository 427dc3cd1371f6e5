import type { homeOf } from '../../shared/sign-in';

/**
 * Goes to a page outside this app (the sign-in and crew screens are pages of their own, see
 * web/lean; the staff and partner consoles are applications of their own), replacing this one
 * in the history. The returned promise never settles, so a route guard awaiting it renders
 * nothing while the browser leaves.
 */
export function leavePage(path: '/auth' | ReturnType<typeof homeOf>): Promise<never> {
  location.replace(path);
  return new Promise<never>(() => {});
}
