import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChatIcon } from '../../shared/components/icons';
import { BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';

/**
 * SPEC §2's floating button to /contact, on every public page. Hidden while a field of the page has the focus, so it
 * never covers what the visitor is typing in (the page's scroll padding keeps a focused field above it anyway).
 */
export function FloatingContactButton() {
  return (
    <StyledFloatingButton to="/contact" aria-label="Quick contact">
      <ChatIcon />
    </StyledFloatingButton>
  );
}

const StyledFloatingButton = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.spacing[4]};
  bottom: calc(${BOTTOM_BAR_HEIGHT} + ${({ theme }) => theme.spacing[4]});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }

  body:has(:is(input, select, textarea):focus) & {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.spacing[6]};
    bottom: ${({ theme }) => theme.spacing[6]};
  }
`;
