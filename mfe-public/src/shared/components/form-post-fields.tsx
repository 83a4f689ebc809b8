import { createContext, type ReactNode, useContext } from 'react';
import styled from 'styled-components';
import {
  CHECKED_CHECKBOX,
  type Endpoint,
  FORM_INSTANCE_FIELD,
  FORM_PROBLEM_SUMMARY_ID,
  FORM_RETURN_FIELD,
  FORM_SENT_PARAM,
  type FormProblem,
  type FormSent,
} from '@app/contracts';
import { usePageAddress, usePageSearchParam } from '../../islands/page-address';
import { HEADER_HEIGHT } from './page-layout';

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

const FormProblemContext = createContext<FormProblem | null>(null);

/** Around the server render of a page whose form, posted without JavaScript, was refused (see FormPostFilter). */
export const FormProblemProvider = FormProblemContext.Provider;

/**
 * The refused post of the form sent to `formRoute` (and, where a page has several, the one whose FormInstanceField is
 * `instance`), when the server renders its page again; null otherwise. Read where the form's island is placed and
 * passed to it as a prop, so the browser hydrates the same markup.
 */
export function useFormProblem(formRoute: Endpoint, instance?: string): FormProblem | null {
  const problem = useContext(FormProblemContext);
  if (problem?.action !== formRoute.path) return null;
  return instance === undefined || problem.fields[FORM_INSTANCE_FIELD] === instance ? problem : null;
}

/** Which of the page's forms posting to one route this one is (see useFormProblem). */
export function FormInstanceField({ instance }: { instance: string }) {
  return <input type="hidden" name={FORM_INSTANCE_FIELD} defaultValue={instance} />;
}

/**
 * The GOV.UK error summary of a form refused without JavaScript: at the top of the form, where the redirect's fragment
 * opens the page (it takes the focus from there), each message a link to its field (`fieldIds` by field name).
 */
export function FormProblemSummary({ problem, fieldIds }: { problem: FormProblem; fieldIds: Readonly<Record<string, string>> }) {
  return (
    <StyledProblem id={FORM_PROBLEM_SUMMARY_ID} role="alert" tabIndex={-1} aria-labelledby={`${FORM_PROBLEM_SUMMARY_ID}-title`}>
      <h2 id={`${FORM_PROBLEM_SUMMARY_ID}-title`}>There is a problem</h2>
      <ul>
        {Object.entries(problem.errors).map(([field, message]) => (
          <li key={field}>{fieldIds[field] ? <a href={`#${fieldIds[field]}`}>{message}</a> : message}</li>
        ))}
      </ul>
    </StyledProblem>
  );
}

/** A box of a refused form post as it was sent: CHECKED_CHECKBOX when ticked. */
export function postedBox(problem: FormProblem, field: string): boolean {
  return problem.fields[field] === CHECKED_CHECKBOX;
}

const StyledProblem = styled.div`
  padding: ${({ theme }) => theme.spacing[4]};
  border: 3px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
  scroll-margin-top: calc(${HEADER_HEIGHT} + ${({ theme }) => theme.spacing[4]});

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing[5]};
  }

  a {
    color: ${({ theme }) => theme.colors.destructive};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
  }
`;

const StyledNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
