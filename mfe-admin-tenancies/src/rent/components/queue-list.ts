import styled from 'styled-components';

/** Money waiting for a decision (payments to confirm, bank lines to match): each item its details, then its actions, a rule between. */
export const QueueList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[4]};
    justify-content: space-between;
    padding-bottom: ${({ theme }) => theme.spacing[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > li > div:first-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[1]};
  }
`;
