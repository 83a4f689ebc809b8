export { OpsPage } from './components/ops-page';
