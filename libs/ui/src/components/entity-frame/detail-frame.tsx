import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionRow } from '../action-row/action-row';
import { AdminPage } from '../admin-page/admin-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card/card';

export interface DetailFrameProps {
  /** The link back to where the record was found (the caller's router link). */
  back: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  /** Beside the title, such as a badge. */
  status?: ReactNode;
  /** Under the title: what state the record is in. */
  description?: ReactNode;
  /** The main card's content, such as the record's form. */
  body?: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
  /** Further sections (cards) below the main card. */
  children?: ReactNode;
}

/** The frame of an admin record's page: back link, a card with the heading, status, body and actions, then sections. */
export function DetailFrame({ back, title, status, description, body, actions, children }: DetailFrameProps) {
  return (
    <AdminPage $gap={4}>
      {back}
      <Card>
        <CardHeader>
          <ActionRow>
            <CardTitle as="h1">{title}</CardTitle>
            {status}
          </ActionRow>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {(body || actions) && (
          <CardContent>
            {body}
            {actions && <StyledActions>{actions}</StyledActions>}
          </CardContent>
        )}
      </Card>
      {children}
    </AdminPage>
  );
}

const StyledActions = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
