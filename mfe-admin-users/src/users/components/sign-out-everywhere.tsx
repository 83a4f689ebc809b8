import styled from 'styled-components';
import { type User } from '@app/contracts';
import { Button } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** In the Edit User dialog: for a lost phone or a shared computer left signed in. */
export function SignOutEverywhere({ user }: { user: User }) {
  const signOut = useSignOutEverywhere();

  const onClick = () =>
    signOut.mutate(user.id, {
      onSuccess: ({ signedOut }) =>
        toast({ title: 'Signed out everywhere', description: `${user.username} was signed out of ${signedOut} ${signedOut === 1 ? 'session' : 'sessions'}.` }),
      onError: (error) => toast({ title: 'Error signing out user', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <StyledSection aria-label="Sessions">
      <p>Signs {user.username} out of every browser at once; they can sign in again with their password.</p>
      <Button type="button" variant="outline" onClick={onClick} disabled={signOut.isPending} aria-busy={signOut.isPending || undefined}>
        Sign Out Everywhere
      </Button>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[6]};
  padding-top: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;
