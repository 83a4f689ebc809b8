import { Route, Routes } from 'react-router-dom';
import { configureZodForCsp } from '@app/contracts';
import { AreaNotFound } from '@app/ui';
import { AreaTabs } from '@app/domain-ui';
import { ConditionReportFormPage } from '../condition-reports/components/condition-report-form-page';
import { HandoverPage } from '../condition-reports/components/handover-page';
import { MaintenanceBoardPage } from '../maintenance/components/maintenance-board-page';
import { MaintenanceRequestPage } from '../maintenance/components/maintenance-request-page';
import { OwnerEditPage, OwnerNewPage, OwnerStatementPage } from '../owners/components/owner-pages';
import { OwnersPage } from '../owners/components/owners-page';
import { ArrearsPage } from '../rent/components/arrears-page';
import { BankImportPage } from '../rent/components/bank-import-page';
import { BankLinesPage } from '../rent/components/bank-lines-page';
import { RentAccountPage } from '../rent/components/rent-account-page';
import { RentPage } from '../rent/components/rent-page';
import { useHandlesMoney } from '../shared/handles-money';
import { MAINTENANCE_PATH, OWNERS_PATH, RENT_PATH, TENANCIES_PATH } from '../shared/paths';
import { TenanciesPage } from '../tenancies/components/tenancies-page';
import { TenancyEditPage, TenancyNewPage } from '../tenancies/components/tenancy-pages';

configureZodForCsp();

const notFound = <AreaNotFound to={TENANCIES_PATH} backLabel="Back to Tenancies" />;

const TABS = [
  { to: TENANCIES_PATH, label: 'Tenancies', end: true },
  { to: MAINTENANCE_PATH, label: 'Maintenance requests' },
  { to: OWNERS_PATH, label: 'Owners' },
];
const RENT_TAB = { to: RENT_PATH, label: 'Rent' };

/**
 * Mounted by the shell at /admin/tenancies/*, inside the admin layout: tenancies, the maintenance board, owners, and
 * (admins and super admins only: the API refuses the rest with 403) the Rent area.
 */
export default function TenanciesApp() {
  const handlesMoney = useHandlesMoney();
  return (
    <>
      <AreaTabs label="Tenancies" tabs={handlesMoney ? [...TABS, RENT_TAB] : TABS} />
      <Routes>
        <Route index element={<TenanciesPage />} />
        <Route path="new" element={handlesMoney ? <TenancyNewPage /> : notFound} />
        <Route path="maintenance" element={<MaintenanceBoardPage />} />
        <Route path="maintenance/:id" element={<MaintenanceRequestPage />} />
        <Route path="owners" element={<OwnersPage />} />
        <Route path="owners/new" element={handlesMoney ? <OwnerNewPage /> : notFound} />
        <Route path="owners/:id" element={<OwnerEditPage />} />
        <Route path="owners/:id/statements/:statementId" element={handlesMoney ? <OwnerStatementPage /> : notFound} />
        <Route path="rent" element={handlesMoney ? <RentPage /> : notFound} />
        <Route path="rent/import" element={handlesMoney ? <BankImportPage /> : notFound} />
        <Route path="rent/bank-lines" element={handlesMoney ? <BankLinesPage /> : notFound} />
        <Route path="rent/arrears" element={handlesMoney ? <ArrearsPage /> : notFound} />
        <Route path="rent/:id" element={handlesMoney ? <RentAccountPage /> : notFound} />
        <Route path="condition-reports/:reportId" element={<ConditionReportFormPage />} />
        <Route path=":id/handover" element={<HandoverPage />} />
        <Route path=":id" element={<TenancyEditPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </>
  );
}
