import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { monthLabel } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardHeading, EmptyState, GridList, Pagination } from '@app/ui';
import { formatDateTime, formatDollars, QueryStatus } from '@app/web';
import { StatementDocument } from '@app/domain-ui';
import { OwnerRentSettingsCard } from '../../rent/components/owner-rent-settings-card';
import { BackLink } from '../../shared/detail-page';
import { useHandlesMoney } from '../../shared/handles-money';
import { EditRecordPage, NewRecordPage } from '../../shared/record-pages';
import { SignInLinkButton } from '../../shared/sign-in-link-button';
import { OWNERS_PATH, ownerPath, ownerStatementPath } from '../../shared/paths';
import { useCreateOwner, useInviteOwner, useOwner, useOwnerStatement, useOwnerStatements, useUpdateOwner } from '../api/owners-queries';
import { OwnerForm } from './owner-form';

const backToOwners = <BackLink to={OWNERS_PATH}>Back to Owners</BackLink>;

/** /admin/tenancies/owners/new */
export function OwnerNewPage() {
  return (
    <NewRecordPage noun="owner" back={backToOwners} create={useCreateOwner()} pathOf={ownerPath} form={(props) => <OwnerForm owner={null} {...props} />} />
  );
}

/** /admin/tenancies/owners/:id: edit, invite to the portal, and the owner's statements. */
export function OwnerEditPage() {
  const { id = '' } = useParams();
  const owner = useOwner(id);
  const update = useUpdateOwner(id);
  const invite = useInviteOwner(id);
  const handlesMoney = useHandlesMoney();
  return (
    <EditRecordPage
      noun="owner"
      back={backToOwners}
      load={owner}
      update={update}
      title={(loaded) => loaded?.name}
      description={(loaded) => (loaded.invitedAt ? `Sign-in link last sent ${formatDateTime(loaded.invitedAt)}` : 'Not invited to the owner portal yet')}
      form={(loaded, props) => <OwnerForm owner={loaded} {...props} />}
      actions={() => <SignInLinkButton invite={invite} />}
      sections={(loaded) =>
        handlesMoney && (
          <>
            <OwnerRentSettingsCard ownerId={loaded.id} />
            <OwnerStatements ownerId={loaded.id} />
          </>
        )
      }
    />
  );
}

function OwnerStatements({ ownerId }: { ownerId: string }) {
  const [page, setPage] = useState(1);
  const statements = useOwnerStatements(ownerId, page);
  return (
    <Card>
      <CardHeading title="Monthly statements" description="Made on the 1st of each month (Singapore time) for the month before, and e-mailed to the owner." />
      <CardContent>
        <QueryStatus query={statements} subject="the statements">
          {(result) =>
            result.total === 0 ? (
              <EmptyState headingLevel={3} title="No statements yet" description="The first one comes on the 1st of next month." />
            ) : (
              <>
                <GridList $gap={2}>
                  {result.items.map((statement) => (
                    <li key={statement.id}>
                      <Link to={ownerStatementPath(ownerId, statement.id)}>{monthLabel(statement.month)}</Link>: net {formatDollars(statement.net)}
                    </li>
                  ))}
                </GridList>
                <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />
              </>
            )
          }
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

/** /admin/tenancies/owners/:id/statements/:statementId: the stored statement, printable. */
export function OwnerStatementPage() {
  const { id = '', statementId = '' } = useParams();
  const statement = useOwnerStatement(id, statementId);
  return (
    <AdminPage $gap={4}>
      <BackLink to={ownerPath(id)}>Back to the owner</BackLink>
      <Card>
        <CardContent>
          <QueryStatus query={statement} subject="the statement">
            {(loaded) => (
              <>
                <StatementDocument statement={loaded} />
                <StyledActions>
                  <Button variant="outline" onClick={() => window.print()}>
                    Print or save as PDF
                  </Button>
                </StyledActions>
              </>
            )}
          </QueryStatus>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
