import { canManageMoney, canManageUsers, type RemoteName, type Role } from '@app/contracts';

/** The remote that renders a sidebar link's area. */
export interface RemoteAreaEntry {
  remote: RemoteName;
  exposed: string;
  /** What the area is called in its loading and error messages. */
  title: string;
  /** The remote routes the paths below the link's own (`/admin/content/new`). */
  hasSubpages?: boolean;
  /** An exposed module shown beside the link (counts). */
  navBadge?: string;
  /** Exposed modules shown among the dashboard's cards, each to every role that sees the link or only to `visibleTo`. */
  dashboardCards?: DashboardCardEntry[];
}

export interface DashboardCardEntry {
  exposed: string;
  visibleTo?: (role: Role) => boolean;
}

export interface NavItem {
  label: string;
  to: string;
  /** The remote area the link opens; the shell's own pages have none. */
  area?: RemoteAreaEntry;
}

// A remote admin area is registered here and in the remotes manifest (REMOTE_NAMES): its route, sidebar link, badge
// and dashboard card all come from its entry.
const ALL_STAFF: NavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Content', to: '/admin/content', area: { remote: 'mfe_admin_content', exposed: 'ContentApp', title: 'Content', hasSubpages: true } },
  { label: 'Media', to: '/admin/media', area: { remote: 'mfe_admin_media', exposed: 'MediaLibraryApp', title: 'Media Library' } },
  {
    label: 'Inbox',
    to: '/admin/inbox',
    area: {
      remote: 'mfe_admin_inbox',
      exposed: 'InboxApp',
      title: 'Inbox',
      hasSubpages: true,
      navBadge: 'InboxNavBadge',
      dashboardCards: [{ exposed: 'InboxDashboardCard' }],
    },
  },
  {
    label: 'Tenancies',
    to: '/admin/tenancies',
    area: {
      remote: 'mfe_admin_tenancies',
      exposed: 'TenanciesApp',
      title: 'Tenancies',
      hasSubpages: true,
      navBadge: 'MaintenanceNavBadge',
      dashboardCards: [{ exposed: 'MaintenanceDashboardCard' }, { exposed: 'RentDashboardCard', visibleTo: canManageMoney }],
    },
  },
];

const USERS: NavItem = {
  label: 'Users',
  to: '/admin/users',
  area: { remote: 'mfe_admin_users', exposed: 'UsersApp', title: 'User Management', hasSubpages: true },
};
const OPERATIONS: NavItem = { label: 'Operations', to: '/admin/ops' };

/** SPEC §6: Dashboard, Content and Media (and the Inbox) for every role; Users for those who manage accounts; Operations for super admins. */
export function navItemsFor(role: Role): NavItem[] {
  const items = canManageUsers(role) ? [...ALL_STAFF, USERS] : ALL_STAFF;
  return role === 'super_admin' ? [...items, OPERATIONS] : items;
}

/** The remote dashboard cards a role sees: those of the areas in its sidebar that it may see. */
export function dashboardCardsFor(role: Role): { remote: RemoteName; exposed: string }[] {
  const shown = ({ visibleTo }: DashboardCardEntry) => !visibleTo || visibleTo(role);
  return navItemsFor(role).flatMap(({ area }) =>
    (area?.dashboardCards ?? []).filter(shown).map(({ exposed }) => ({ remote: (area as RemoteAreaEntry).remote, exposed })),
  );
}

/** Every remote area with its route below /admin, whoever may see its link (the areas check roles themselves). */
export const REMOTE_AREA_ROUTES = [...ALL_STAFF, USERS].flatMap(({ to, area }) =>
  area ? [{ path: `${to.slice('/admin/'.length)}${area.hasSubpages ? '/*' : ''}`, area }] : [],
);

const ADMIN_AREA = '/admin';

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_AREA || pathname.startsWith(`${ADMIN_AREA}/`);
}

/** The remote area an address opens (`/admin/tenancies/rent` opens Tenancies'), if any. */
export function remoteAreaAt(pathname: string): RemoteAreaEntry | undefined {
  const opens = ({ to, area }: NavItem) => area && (pathname === to || (area.hasSubpages && pathname.startsWith(`${to}/`)));
  return [...ALL_STAFF, USERS].find(opens)?.area;
}

/** 'super_admin' reads 'super admin'. */
export function roleText(role: Role): string {
  return role.replace(/_/g, ' ');
}
