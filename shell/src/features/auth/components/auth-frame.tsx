import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeading, media } from '@app/ui';
import { LoginMarketingPanel } from './login-marketing-panel';

/** The sign-in pages' frame: one card beside the marketing panel (wide screens). */
export function AuthFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <StyledAuthPage>
      <StyledFormColumn>
        <StyledCard>
          <CardHeading level="h1" title={`${title}`} description={`${description}`} />
          <CardContent>{children}</CardContent>
        </StyledCard>
      </StyledFormColumn>
      <LoginMarketingPanel />
    </StyledAuthPage>
  );
}

/** A small centred line under a sign-in form. */
export const AuthNote = styled.p`
  margin: ${({ theme }) => `${theme.spacing[4]} 0 0`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export const AuthMessage = styled.p`
  margin: 0;
`;

export const AuthError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledAuthPage = styled.main`
  display: grid;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFormColumn = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[6]};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;
