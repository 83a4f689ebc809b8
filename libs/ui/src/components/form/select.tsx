import { type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';
import { controlStyles } from './control-styles';

export type SelectProps = ComponentPropsWithRef<'select'>;

const StyledSelectWrapper = styled.div`
  position: relative;
  width: 100%;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.spacing[10]};
  cursor: pointer;
`;

const StyledChevron = styled(ChevronDownIcon)`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.spacing[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

/** A native select: every prop, the ref included, goes to the `<select>`. */
export function Select(props: SelectProps) {
  return (
    <StyledSelectWrapper>
      <StyledSelect {...props} />
      <StyledChevron />
    </StyledSelectWrapper>
  );
}
