import { configureZodForCsp } from '@app/contracts';
import { UserManagementPage } from '../users/components/user-management-page';

configureZodForCsp();

export default function UsersApp() {
  return <UserManagementPage />;
}
