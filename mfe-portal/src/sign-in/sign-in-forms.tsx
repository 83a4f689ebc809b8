import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, FormField, Input, Spinner, SubmitButton } from '@app/ui';
import { errorMessage } from '@app/web';
import { PORTAL_PATH } from '../shared/paths';
import { useRenewSignInLink, useRequestSignInLink, useSignInWithLink } from './portal-session';
import { StyledPanel } from '../shared/portal-styles';

/** Asks for a sign-in link by e-mail: the same answer whether or not the address has a tenancy with us. */
export function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const request = useRequestSignInLink();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  if (request.isSuccess) return <p role="status">{request.data.message}</p>;
  return (
    <form onSubmit={submit}>
      <StyledPanel>
        <FormField
          label="Your e-mail address"
          hint="The address your tenancy is under. We e-mail you a link that signs you in; there is no password."
          error={request.isError ? errorMessage(request.error) : undefined}
        >
          <Input type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <SubmitButton pending={request.isPending} pendingLabel="Sending..." disabled={email.trim() === ''}>
          E-mail me a sign-in link
        </SubmitButton>
      </StyledPanel>
    </form>
  );
}

/** /portal/sign-in?token=…: the mailed link. The token is posted once (a mail scanner's visit uses nothing) and dropped from the address. */
export function SignInWithLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const token = useRef(params.get('token') ?? '');
  const { mutate } = signIn;

  useEffect(() => {
    window.history.replaceState(null, '', `${PORTAL_PATH}/sign-in`);
    if (token.current) mutate(token.current, { onSuccess: () => navigate(PORTAL_PATH, { replace: true }) });
  }, [mutate, navigate]);

  if (signIn.isError || !token.current) {
    return (
      <>
        <p role="alert">{token.current ? errorMessage(signIn.error) : 'This sign-in link is incomplete. Ask for a new one below.'}</p>
        {token.current && <RenewLinkOffer token={token.current} />}
        <RequestLinkForm />
      </>
    );
  }
  return <Spinner label="Signing you in" />;
}

/** On a used or expired link: one button mails a fresh link to the address the old one went to, nothing to type. */
function RenewLinkOffer({ token }: { token: string }) {
  const renew = useRenewSignInLink();
  if (renew.isSuccess) return <p role="status">{renew.data.message}</p>;
  return (
    <StyledPanel>
      <Button onClick={() => renew.mutate(token)} disabled={renew.isPending}>
        {renew.isPending ? 'Sending...' : 'Send me a new link'}
      </Button>
      {renew.isError && <p role="alert">Could not send a new link: {errorMessage(renew.error)}</p>}
    </StyledPanel>
  );
}
