import { Tabs } from '@mantine/core';
import { STAFF_TABS, useStaffSearch } from '../../lib/staff-search';
import { trpc } from '../../lib/staff-client';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';
import { DashboardTab } from '../DashboardTab/DashboardTab';

// The dashboard is the first screen; each other tab's code loads when the tab is first chosen.
const BookingsTab = lazyNamed(() => import('../BookingsTab/BookingsTab'), 'BookingsTab');
// Trips booked for a time, by day and hour (issue 37.3).
const ScheduledTab = lazyNamed(() => import('../ScheduledTab/ScheduledTab'), 'ScheduledTab');
const FleetTab = lazyNamed(() => import('../FleetTab/FleetTab'), 'FleetTab');
// The fleet map brings Leaflet: only with its tab.
const FleetMapTab = lazyNamed(() => import('../FleetMap/FleetMapTab'), 'FleetMapTab');
// Receiving hospitals (issue 39).
const HospitalsTab = lazyNamed(() => import('../HospitalsTab/HospitalsTab'), 'HospitalsTab');
// The rate card (issue 40).
const FaresTab = lazyNamed(() => import('../FaresTab/FaresTab'), 'FaresTab');
const InquiriesTab = lazyNamed(() => import('../InquiriesTab/InquiriesTab'), 'InquiriesTab');
// Reports load their code (and charts) only with their tab.
const ReportsTab = lazyNamed(() => import('../ReportsTab/ReportsTab'), 'ReportsTab');
const UsersTab = lazyNamed(() => import('../UsersTab/UsersTab'), 'UsersTab');
// Partner organisations and their people (issue 37), admins only.
const OrganisationsTab = lazyNamed(() => import('../OrganisationsTab/OrganisationsTab'), 'OrganisationsTab');

/** Spec section 2: Dashboard, Bookings, Fleet, Inquiries, and Users for admins only; the fleet Map (issue 20.4); Organisations for admins (issue 37). The tab is in the URL. */
export function StaffTabs() {
  const isAdmin = trpc.auth.me.useQuery().data?.role === 'admin';
  const { search, update } = useStaffSearch();
  // A demoted admin on an admin's tab falls back to the dashboard.
  const tab = (search.tab === 'users' || search.tab === 'organisations') && !isAdmin ? 'dashboard' : (search.tab ?? 'dashboard');
  const choose = (value: string | null) => {
    const next = STAFF_TABS.find((t) => t === value);
    // Another tab starts without the previous tab's page, search and filter.
    if (next && next !== tab) void update({ tab: next, page: undefined, search: undefined, status: undefined, from: undefined, to: undefined, shift: undefined, source: undefined, lat: undefined, lng: undefined, zoom: undefined, layers: undefined });
  };
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="dashboard">Dashboard</Tabs.Tab>
        <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
        <Tabs.Tab value="scheduled">Scheduled</Tabs.Tab>
        <Tabs.Tab value="fleet">Fleet</Tabs.Tab>
        <Tabs.Tab value="map">Map</Tabs.Tab>
        <Tabs.Tab value="hospitals">Hospitals</Tabs.Tab>
        <Tabs.Tab value="fares">Fares</Tabs.Tab>
        <Tabs.Tab value="inquiries">Inquiries</Tabs.Tab>
        <Tabs.Tab value="reports">Reports</Tabs.Tab>
        {isAdmin ? <Tabs.Tab value="organisations">Organisations</Tabs.Tab> : null}
        {isAdmin ? <Tabs.Tab value="users">Users</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="dashboard">
        <DashboardTab />
      </Tabs.Panel>
      <Tabs.Panel value="bookings">
        <LazyBlock label="Loading bookings">
          <BookingsTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="scheduled">
        <LazyBlock label="Loading scheduled trips">
          <ScheduledTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="fleet">
        <LazyBlock label="Loading fleet">
          <FleetTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="map">
        <LazyBlock label="Loading the map">
          <FleetMapTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="hospitals">
        <LazyBlock label="Loading hospitals">
          <HospitalsTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="fares">
        <LazyBlock label="Loading fares">
          <FaresTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="inquiries">
        <LazyBlock label="Loading inquiries">
          <InquiriesTab />
        </LazyBlock>
      </Tabs.Panel>
      <Tabs.Panel value="reports">
        <LazyBlock label="Loading reports">
          <ReportsTab />
        </LazyBlock>
      </Tabs.Panel>
      {isAdmin ? (
        <Tabs.Panel value="organisations">
          <LazyBlock label="Loading organisations">
            <OrganisationsTab />
          </LazyBlock>
        </Tabs.Panel>
      ) : null}
      {isAdmin ? (
        <Tabs.Panel value="users">
          <LazyBlock label="Loading users">
            <UsersTab />
          </LazyBlock>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
