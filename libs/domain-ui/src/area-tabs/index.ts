export { AreaTabs, type AreaTab } from './area-tabs';
