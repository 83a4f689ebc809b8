import { type FormEvent, useCallback } from 'react';
import styled from 'styled-components';
import { NEWSLETTER_ENDPOINTS } from '@app/contracts';
import { callEndpoint, errorMessage } from '@app/web';
import { ActionButton } from '../../shared/components/action-button';
import { postsTo } from '../../shared/components/form-post-fields';
import { useRequest } from '../../shared/hooks/use-request';

/** What a newsletter link's page does with its token, by JSON once hydrated and by its form route before. */
const LINK_ACTIONS = {
  confirm: { endpoint: NEWSLETTER_ENDPOINTS.confirm, formRoute: NEWSLETTER_ENDPOINTS.confirmForm },
  unsubscribe: { endpoint: NEWSLETTER_ENDPOINTS.unsubscribe, formRoute: NEWSLETTER_ENDPOINTS.unsubscribeForm },
} as const;

export type NewsletterLinkKind = keyof typeof LINK_ACTIONS;

interface NewsletterLinkActionProps {
  kind: NewsletterLinkKind;
  token: string;
  /** What the button says, and says while its request runs. */
  action: string;
  pendingAction: string;
}

/**
 * The button of a newsletter link's page: a form posting the link's token. Before or without JavaScript it posts
 * natively and the page comes back saying it is done; hydrated, it posts JSON and shows the answer in place.
 */
export function NewsletterLinkAction({ kind, token, action, pendingAction }: NewsletterLinkActionProps) {
  const { endpoint, formRoute } = LINK_ACTIONS[kind];
  const mutation = useRequest(useCallback(() => callEndpoint(endpoint, { body: { token } }), [endpoint, token]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(undefined);
  };

  if (mutation.status === 'success') return <StyledNotice role="status">{mutation.data.message}</StyledNotice>;
  return (
    <StyledForm {...postsTo(formRoute)} onSubmit={onSubmit}>
      <input type="hidden" name="token" value={token} />
      <ActionButton type="submit" size="lg" pending={mutation.isPending} pendingLabel={pendingAction}>
        {action}
      </ActionButton>
      {mutation.isError && (
        <StyledNotice role="alert" $tone="error">
          {errorMessage(mutation.error, 'Please try again later.')}
        </StyledNotice>
      )}
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing[4]};
`;

/** The answer of a link's action: green when done, red when refused. */
export const StyledNotice = styled.p<{ $tone?: 'success' | 'error' }>`
  && {
    margin: 0;
    padding: ${({ theme }) => theme.spacing[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $tone = 'success' }) => ($tone === 'success' ? theme.colors.successSubtle : theme.colors.destructiveSubtle)};
    color: ${({ theme, $tone = 'success' }) => ($tone === 'success' ? theme.colors.success : theme.colors.destructive)};
  }
`;

declare module '../../islands/island-registry' {
  interface IslandComponents {
    'newsletter-link-action': typeof NewsletterLinkAction;
  }
}
