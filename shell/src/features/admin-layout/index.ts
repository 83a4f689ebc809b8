export { AdminLayout } from './components/admin-layout';
export { navItemsFor, REMOTE_AREA_ROUTES, type NavItem, type RemoteAreaEntry } from './utils/nav-items';
