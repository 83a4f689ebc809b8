import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { configureZodForCsp, type PortalAccount } from '@app/contracts';
import { Button, NotFound } from '@app/ui';
import { QueryStatus } from '@app/web';
import { AreaTabs } from '@app/domain-ui';
import { OwnerHomePage } from '../owner/components/owner-home-page';
import { OwnerRequestPage } from '../owner/components/owner-request-page';
import { StatementPage } from '../owner/components/statement-page';
import { NewRequestPage } from '../requests/components/new-request-page';
import { RequestPage } from '../requests/components/request-page';
import { RequestsPage } from '../requests/components/requests-page';
import { RentPage } from '../rent/components/rent-page';
import { ConditionReportPage } from '../condition-reports/components/condition-report-page';
import { ConditionReportsPage } from '../condition-reports/components/condition-reports-page';
import { LeasePage } from '../lease/lease-page';
import { CONDITION_REPORTS_PATH, LEASE_PATH, PORTAL_PATH, RENT_PATH } from '../shared/paths';
import { usePortalAccount, useSignOut } from '../sign-in/portal-session';
import { RequestLinkForm, SignInWithLinkPage } from '../sign-in/sign-in-forms';
import { PortalHeader } from './portal-header';

configureZodForCsp();

/** Mounted by the shell at /portal/*: the tenants' repair portal and the owners' view of their units, made for a phone. */
export default function PortalApp() {
  return (
    <StyledFrame>
      <PortalHeader />
      <main>
        <Routes>
          <Route path="sign-in" element={<SignInWithLinkPage />} />
          <Route path="*" element={<SignedInArea />} />
        </Routes>
      </main>
    </StyledFrame>
  );
}

function SignedInArea() {
  const account = usePortalAccount();
  return (
    <QueryStatus query={account} subject="your account">
      {(loaded) => (loaded ? <AccountArea account={loaded} /> : <SignInPrompt />)}
    </QueryStatus>
  );
}

function SignInPrompt() {
  return (
    <>
      <h1>Sign in to report a repair</h1>
      <p>Owners sign in here too, to see their units, repairs and monthly statements.</p>
      <RequestLinkForm />
    </>
  );
}

/** The signed-in account's bar, and the tenant's or the owner's pages. */
function AccountArea({ account }: { account: PortalAccount }) {
  const signOut = useSignOut();
  const home = account.role === 'owner' ? 'Back to your units' : 'Back to your requests';
  return (
    <>
      <StyledAccount>
        <span>Signed in as {account.name}</span>
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </StyledAccount>
      <AreaTabs
        label="Your portal"
        tabs={
          account.role === 'tenant'
            ? [
                { to: PORTAL_PATH, label: 'Repairs', end: true },
                { to: RENT_PATH, label: 'Rent' },
                { to: LEASE_PATH, label: 'Lease' },
                { to: CONDITION_REPORTS_PATH, label: 'Condition reports' },
              ]
            : [
                { to: PORTAL_PATH, label: 'Your units', end: true },
                { to: LEASE_PATH, label: 'Leases' },
              ]
        }
      />
      <Routes>
        <Route path="condition-reports" element={<ConditionReportsPage />} />
        <Route path="condition-reports/:id" element={<ConditionReportPage account={account} />} />
        {account.role === 'owner' ? (
          <>
            <Route index element={<OwnerHomePage />} />
            <Route path="owner/requests/:id" element={<OwnerRequestPage />} />
            <Route path="statements/:id" element={<StatementPage />} />
            <Route path="lease" element={<LeasePage />} />
          </>
        ) : (
          <>
            <Route index element={<RequestsPage account={account} />} />
            <Route path="new" element={<NewRequestPage account={account} />} />
            <Route path="requests/:id" element={<RequestPage />} />
            <Route path="rent" element={<RentPage account={account} />} />
            <Route path="lease" element={<LeasePage />} />
          </>
        )}
        <Route
          path="*"
          element={
            <NotFound
              homeAction={
                <Button as={Link} to={PORTAL_PATH}>
                  {home}
                </Button>
              }
            />
          }
        />
      </Routes>
    </>
  );
}

const StyledFrame = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[4]};

  main {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[4]};
  }
`;

const StyledAccount = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
`;
