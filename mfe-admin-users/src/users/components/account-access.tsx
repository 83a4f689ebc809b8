import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { type User } from '@app/contracts';
import { Button, ConfirmDialog, FormField, Input, Row } from '@app/ui';
import { errorMessage, formatDateTime, toast } from '@app/web';
import { useCreateResetLink } from '../api/create-reset-link';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** In the Edit User dialog: for a lost phone, or a forgotten password when no e-mail can be sent. The two that lock the user out ask first. */
export function AccountAccess({ user }: { user: User }) {
  const signOut = useSignOutEverywhere();
  const resetLink = useCreateResetLink();
  const resetTwoFactor = useResetTwoFactor();

  const signOutEverywhere = () =>
    signOut.mutate(user.id, {
      onSuccess: ({ signedOut }) =>
        toast({ title: 'Signed out everywhere', description: `${user.username} was signed out of ${signedOut} ${signedOut === 1 ? 'session' : 'sessions'}.` }),
      onError: (error) => toast({ title: 'Error signing out user', description: errorMessage(error), variant: 'destructive' }),
    });

  const createResetLink = () =>
    resetLink.mutate(user.id, {
      onError: (error) => toast({ title: 'Error creating reset link', description: errorMessage(error), variant: 'destructive' }),
    });

  const turnOffTwoFactor = () =>
    resetTwoFactor.mutate(user.id, {
      onSuccess: () =>
        toast({ title: 'Two-factor sign-in reset', description: `${user.username} signs in with the password alone until they set it up again.` }),
      onError: (error) => toast({ title: 'Error resetting two-factor sign-in', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <StyledSection aria-label="Account access">
      <p>
        Sign {user.username} out of every browser, make a one-time link to choose a new password (to hand over in person), or turn off their two-factor sign-in
        after a lost phone.
      </p>
      <Row $gap={2} $wrap>
        <ConfirmDialog
          trigger={<AccessButton label="Sign Out Everywhere" pending={signOut.isPending} />}
          title={`Sign ${user.username} out everywhere?`}
          description={`Every browser where ${user.username} is signed in is signed out at once; they sign in again with their password.`}
          confirmLabel="Sign Out Everywhere"
          destructive
          onConfirm={signOutEverywhere}
        />
        <AccessButton label="Create Reset Link" pending={resetLink.isPending} onClick={createResetLink} />
        <ConfirmDialog
          trigger={<AccessButton label="Reset Two-Factor" pending={resetTwoFactor.isPending} />}
          title={`Reset two-factor sign-in of ${user.username}?`}
          description={`Their authenticator key and recovery codes stop working: ${user.username} signs in with the password alone until they set it up again.`}
          confirmLabel="Reset Two-Factor"
          destructive
          onConfirm={turnOffTwoFactor}
        />
      </Row>
      {resetLink.data && (
        <FormField label="One-time reset link" hint={`Works once, until ${formatDateTime(resetLink.data.expiresAt)}. It is shown only now.`}>
          <Input value={resetLink.data.url} readOnly onFocus={(event) => event.currentTarget.select()} />
        </FormField>
      )}
    </StyledSection>
  );
}

type AccessButtonProps = { label: string; pending: boolean } & Omit<ComponentProps<typeof Button>, 'children'>;

/** An outline button, busy while its call runs; as a ConfirmDialog trigger it passes the dialog's ref and handlers on. */
function AccessButton({ label, pending, ...props }: AccessButtonProps) {
  return (
    <Button type="button" variant="outline" disabled={pending} aria-busy={pending || undefined} {...props}>
      {label}
    </Button>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[6]};
  padding-top: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  p {
    margin: 0;
  }
`;
