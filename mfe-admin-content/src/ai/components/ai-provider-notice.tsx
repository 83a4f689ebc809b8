import styled from 'styled-components';
import { NO_AI_PROVIDER_MESSAGE } from '@app/contracts';
import { useAiStatus } from '../../api/content-queries';

/** Says plainly when no AI provider is configured, and which model writes when one is. */
export function AiProviderNotice() {
  const { data } = useAiStatus();
  if (!data) return null;
  if (!data.providerConfigured) return <StyledNotice role="note">{NO_AI_PROVIDER_MESSAGE}</StyledNotice>;
  return data.model ? <StyledModel>Written by {data.model}. Review every draft before it is published.</StyledModel> : null;
}

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledModel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
