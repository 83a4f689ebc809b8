import styled from 'styled-components';
import { controlStyles } from './control-styles';

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 7.5rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;
