import styled from 'styled-components';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@app/contracts';
import { Button, Card, CardContent, CardHeading, FormField, Input } from '@app/ui';
import { errorMessage, QueryStatus, toast, useCurrentUser } from '@app/web';
import { useTwoFactorEnable, useTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';
import { FormSubmit, StyledFormFields, useCodeForm } from './account-form-parts';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorOn } from './two-factor-on';

/** Two-factor sign-in: off, being set up (QR code and key, confirmed by a first code), or on (new recovery codes, turning it off). */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const required = useCurrentUser()?.twoFactorSetupRequired === true;

  const start = () =>
    setup.mutate(undefined, { onError: (error) => toast({ title: 'Error starting set-up', description: errorMessage(error), variant: 'destructive' }) });

  return (
    <Card>
      <CardHeading title="Two-Factor Sign-In" description="After your password, sign-in asks for a code from an authenticator app on your phone." />
      <CardContent>
        {required && !enable.data && <StyledRequired role="alert">{TWO_FACTOR_MESSAGES.setupRequired}</StyledRequired>}
        {enable.data ? (
          <RecoveryCodesList codes={enable.data.recoveryCodes} intro="Two-factor sign-in is on." />
        ) : (
          <QueryStatus query={status} subject="two-factor status">
            {({ enabled, requiredForRole }) =>
              enabled ? (
                <TwoFactorOn requiredForRole={requiredForRole} />
              ) : setup.data ? (
                <ConfirmEnrolment setup={setup.data} enable={enable} />
              ) : (
                <Button onClick={start} disabled={setup.isPending}>
                  Set Up Two-Factor Sign-In
                </Button>
              )
            }
          </QueryStatus>
        )}
      </CardContent>
    </Card>
  );
}

function ConfirmEnrolment({ setup, enable }: { setup: TwoFactorSetup; enable: ReturnType<typeof useTwoFactorEnable> }) {
  const { onSubmit, codeField } = useCodeForm(enable, {
    sent: { title: 'Two-factor sign-in is on', description: 'Keep your recovery codes somewhere safe.' },
    failedTitle: 'Error turning on two-factor sign-in',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm two-factor sign-in">
      <StyledFormFields>
        <p>Scan this QR code with your authenticator app, or type the key in by hand. Then enter the code the app shows.</p>
        <img src={setup.qrCodeDataUrl} alt="QR code of your two-factor key" width={220} height={220} />
        <FormField label="Key">
          <Input value={setup.secret} readOnly />
        </FormField>
        {codeField}
      </StyledFormFields>
      <FormSubmit label="Turn On" pending={enable.isPending} />
    </form>
  );
}

const StyledRequired = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.spacing[4]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.destructive};
`;
