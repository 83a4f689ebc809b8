import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { CloseIcon } from '../icons/icons';
import { type DialogSize, styledDialogParts } from './dialog-styles';

export const Dialog = RadixDialog.Root;
/** Use with `asChild` around a Button. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog; use with `asChild` around a Button. */
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  size?: DialogSize;
}

const { StyledOverlay, StyledContent, StyledTitle, StyledDescription } = styledDialogParts(RadixDialog);

const StyledCloseButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.spacing[4]};
  right: ${({ theme }) => theme.spacing[4]};
`;

export function DialogContent({ title, description, closeLabel = 'Close', size = 'md', children, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <StyledOverlay />
      {/* Without a description, an explicit undefined tells Radix the dialog is deliberately undescribed. */}
      <StyledContent $size={size} {...(description ? {} : { 'aria-describedby': undefined })} {...props}>
        <StyledTitle>{title}</StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
        {children}
        <RadixDialog.Close asChild>
          <StyledCloseButton variant="ghost" size="icon" aria-label={closeLabel}>
            <CloseIcon />
          </StyledCloseButton>
        </RadixDialog.Close>
      </StyledContent>
    </RadixDialog.Portal>
  );
}
