import { UserManagementPage } from '../users/user-management-page';

export default function UsersApp() {
  return <UserManagementPage />;
}
