export { AdminLayout } from './components/admin-layout';
export { dashboardCardsFor, navItemsFor, REMOTE_AREA_ROUTES, type NavItem, type RemoteAreaEntry } from './utils/nav-items';
