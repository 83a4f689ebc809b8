import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type CreateOwnerFormInput, monthLabel, type Owner } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, EntityFormPage, Pagination } from '@app/ui';
import { errorMessage, formatDateTime, isStaleSave, formatDollars, QueryStatus } from '@app/web';
import { StatementDocument } from '@app/domain-ui';
import { OwnerRentSettingsCard } from '../../rent/components/owner-rent-settings-card';
import { MoneyStaffOnly, useHandlesMoney } from '../../shared/handles-money';
import { useVersionedSave } from '../../shared/record-change';
import { SignInLinkButton } from '../../shared/sign-in-link-button';
import { OWNERS_PATH, ownerPath, ownerStatementPath } from '../../shared/paths';
import { useCreateOwner, useInviteOwner, useOwner, useOwnerStatement, useOwnerStatements, useUpdateOwner } from '../api/owners-queries';
import { OwnerForm } from './owner-form';

const backLink = (to: string, label: string) => (
  <Button as={Link} to={to} variant="ghost" size="sm">
    {label}
  </Button>
);

/** /admin/tenancies/owners/new */
export function OwnerNewPage() {
  const create = useCreateOwner();
  const navigate = useNavigate();
  return (
    <EntityFormPage<Owner>
      back={backLink(OWNERS_PATH, 'Back to Owners')}
      subject="the owner"
      save={create}
      describeError={errorMessage}
      title={() => 'New owner'}
      form={() => (
        <OwnerForm
          owner={null}
          submitLabel="Create owner"
          offerInvite
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: (owner) => navigate(ownerPath(owner.id)) })}
        />
      )}
    />
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
    <EntityFormPage
      back={backLink(OWNERS_PATH, 'Back to Owners')}
      subject="the owner"
      load={owner}
      save={update}
      describeError={errorMessage}
      isStale={isStaleSave}
      title={(loaded) => loaded?.name}
      description={(loaded) => (loaded.invitedAt ? `Sign-in link last sent ${formatDateTime(loaded.invitedAt)}` : 'Not invited to the owner portal yet')}
      form={(loaded) => <MoneyStaffOnly>{loaded && <OwnerEditForm key={loaded.id} owner={loaded} update={update} />}</MoneyStaffOnly>}
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

function OwnerEditForm({ owner, update }: { owner: Owner; update: ReturnType<typeof useUpdateOwner> }) {
  const save = useVersionedSave<CreateOwnerFormInput, Owner>(update, owner.version, 'Owner saved');
  return <OwnerForm owner={owner} submitLabel="Save changes" offerInvite={false} saving={update.isPending} error={update.error} onSubmit={save} />;
}

function OwnerStatements({ ownerId }: { ownerId: string }) {
  const [page, setPage] = useState(1);
  const statements = useOwnerStatements(ownerId, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Monthly statements</CardTitle>
        <CardDescription>Made on the 1st of each month (Singapore time) for the month before, and e-mailed to the owner.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStatus query={statements} subject="the statements">
          {(result) =>
            result.total === 0 ? (
              <EmptyState headingLevel={3} title="No statements yet" description="The first one comes on the 1st of next month." />
            ) : (
              <>
                <StyledStatementList>
                  {result.items.map((statement) => (
                    <li key={statement.id}>
                      <Link to={ownerStatementPath(ownerId, statement.id)}>{monthLabel(statement.month)}</Link>: net {formatDollars(statement.net)}
                    </li>
                  ))}
                </StyledStatementList>
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
      {backLink(ownerPath(id), 'Back to the owner')}
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

const StyledStatementList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
