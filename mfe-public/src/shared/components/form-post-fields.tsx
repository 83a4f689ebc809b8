import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Endpoint, FORM_RETURN_FIELD, FORM_SENT_PARAM, type FormSent } from '@app/contracts';
import { usePageAddress, usePageSearchParam } from '../../islands/page-address';

/** The `<form>` attributes that send it, without JavaScript, to its form route (the hydrated form sends JSON instead). */
export function postsTo(formRoute: Endpoint) {
  return { method: 'post', action: formRoute.path } as const;
}

/**
 * What a form sent without JavaScript needs besides its fields: the page to come back to. The hydrated form sends
 * its own JSON and ignores it.
 */
export function FormReturnField() {
  const { pathname } = usePageAddress();
  return <input type="hidden" name={FORM_RETURN_FIELD} defaultValue={pathname} />;
}

/** Which form the API's 303 after a form post says was sent (`?sent=`), or null. */
export function useFormSent(): FormSent | null {
  return usePageSearchParam(FORM_SENT_PARAM) as FormSent | null;
}

/** The success notice of a form sent without JavaScript, rendered with the page it came back to. */
export function FormSentNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledNotice role="status">
      <strong>{title}</strong>
      <span>{children}</span>
    </StyledNotice>
  );
}

const StyledNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
