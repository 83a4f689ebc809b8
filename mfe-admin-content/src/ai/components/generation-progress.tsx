import styled from 'styled-components';
import { PlainList, Spinner, VisuallyHidden } from '@app/ui';
import { type GenerationStage } from '../hooks/use-draft-generation';

type RunningStage = Exclude<GenerationStage, 'idle'>;

const STEPS = ['Request sent', 'Writing the draft', 'Opening the draft'] as const;

/** Which step each stage is at. */
const CURRENT_STEP: Record<RunningStage, number> = { sending: 0, waiting: 1, active: 1, completed: 2, failed: 1 };

const STAGE_MESSAGES: Record<RunningStage, string> = {
  sending: 'Sending the request…',
  waiting: 'Queued: waiting for a worker to start writing…',
  active: 'Writing the draft…',
  completed: 'The draft is ready. Opening it in the editor…',
  failed: 'The draft could not be written.',
};

export function GenerationProgress({ stage }: { stage: RunningStage }) {
  const current = CURRENT_STEP[stage];
  return (
    <StyledProgress>
      <PlainList as="ol" aria-label="Progress">
        {STEPS.map((step, index) => (
          <StyledStep
            key={step}
            $state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            {index === current ? <Spinner size="sm" aria-hidden="true" label="" /> : <span aria-hidden="true">{index < current ? '✓' : '○'}</span>}
            {step}
            {index < current && <VisuallyHidden> (done)</VisuallyHidden>}
          </StyledStep>
        ))}
      </PlainList>
      <p role="status">{STAGE_MESSAGES[stage]}</p>
      <StyledHint>You can close this window: the draft will appear under Content Drafts when it is written.</StyledHint>
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};

  p {
    margin: 0;
  }
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular)};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
