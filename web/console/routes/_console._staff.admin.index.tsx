import { createFileRoute } from '@tanstack/react-router';
import { StaffTabs } from '../../components/AdminScreen/StaffTabs';
import { validateStaffSearch } from '../../lib/staff-search-gate';

/** The staff tabs; tab, page, search and filter are search params (reload and Back keep them). */
export const Route = createFileRoute('/_console/_staff/admin/')({
  validateSearch: validateStaffSearch,
  component: StaffTabs,
});
