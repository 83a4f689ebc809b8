import { Route, Routes } from 'react-router-dom';
import { configureZodForCsp } from '@app/contracts';
import { AuditLogPage } from '../audit-log/components/audit-log-page';
import { UserManagementPage } from '../users/components/user-management-page';

configureZodForCsp();

/** /admin/users and its audit log, /admin/users/audit-log. */
export default function UsersApp() {
  return (
    <Routes>
      <Route index element={<UserManagementPage />} />
      <Route path="audit-log" element={<AuditLogPage />} />
    </Routes>
  );
}
