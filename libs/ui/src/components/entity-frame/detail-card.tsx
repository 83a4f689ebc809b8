import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionRow } from '../action-row/action-row';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card/card';

export interface DetailCardProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Beside the title, such as a badge. */
  status?: ReactNode;
  /** Under the title: what state the record is in. */
  description?: ReactNode;
  /** The card's content, such as the record's form. */
  body?: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
}

/** The main card of an admin record's page: the heading with its status and description, then the body and actions. */
export function DetailCard({ title, status, description, body, actions }: DetailCardProps) {
  return (
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
  );
}

const StyledActions = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
