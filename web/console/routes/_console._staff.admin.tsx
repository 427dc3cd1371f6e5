import { createFileRoute } from '@tanstack/react-router';
import { AdminScreen } from '../../components/AdminScreen/AdminScreen';

/** The dashboard's frame (header, live status, tabs or a booking's page). Its head tags: web/console/head.ts. */
export const Route = createFileRoute('/_console/_staff/admin')({
  component: AdminScreen,
});
