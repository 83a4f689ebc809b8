import styled from 'styled-components';

/** A group of a form's choices (checkboxes, radio buttons) without the browser's frame, its items one under another. */
export const PlainFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The name of a PlainFieldset, as small as a field's label. */
export const FieldsetLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
