import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import styled from 'styled-components';

const COLUMNS = ['Username', 'Email', 'Full Name', 'Role', 'Status', 'Actions'];

export function UserManagementPage() {
  return (
    <Card>
      <StyledHeader>
        <div>
          <CardTitle as="h1">User Management</CardTitle>
          <CardDescription>Manage user accounts, roles, and permissions</CardDescription>
        </div>
        <StyledActions>
          <Button variant="outline">Refresh</Button>
          <Button>Create User</Button>
        </StyledActions>
      </StyledHeader>
      <CardContent>
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        </table>
      </CardContent>
    </Card>
  );
}

const StyledHeader = styled(CardHeader)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
`;
