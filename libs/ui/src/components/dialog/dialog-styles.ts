import styled, { css, keyframes, type WebTarget } from 'styled-components';

// Shared by Dialog and ConfirmDialog, whose Radix parts are different components with the same role.

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
`;

const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '400px', md: '560px', lg: '760px' };

const contentStyles = css<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  width: calc(100vw - ${({ theme }) => theme.spacing[8]});
  max-width: ${({ $size }) => widths[$size]};
  max-height: 85vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => theme.transitions.normal};

  &:focus {
    outline: none;
  }
`;

const titleStyles = css`
  margin: 0;
  padding-right: ${({ theme }) => theme.spacing[8]};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const descriptionStyles = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface RadixDialogParts<Overlay, Content, Title, Description> {
  Overlay: Overlay;
  Content: Content;
  Title: Title;
  Description: Description;
}

/** A Radix dialog's overlay, content box, title and description, styled alike for Dialog and ConfirmDialog. */
export function styledDialogParts<Overlay extends WebTarget, Content extends WebTarget, Title extends WebTarget, Description extends WebTarget>(
  radix: RadixDialogParts<Overlay, Content, Title, Description>,
) {
  return {
    StyledOverlay: styled(radix.Overlay)`
      ${overlayStyles}
    `,
    StyledContent: styled(radix.Content)<{ $size: DialogSize }>`
      ${contentStyles}
    `,
    StyledTitle: styled(radix.Title)`
      ${titleStyles}
    `,
    StyledDescription: styled(radix.Description)`
      ${descriptionStyles}
    `,
  };
}

/** The row of actions at the bottom of a dialog. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[2]};
`;
