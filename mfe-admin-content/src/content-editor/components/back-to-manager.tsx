import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@app/ui';

/** Back to the drafts tab of the content manager. */
export function BackToManager() {
  return (
    <StyledBack as={Link} to="/admin/content?tab=drafts" variant="ghost" size="sm">
      ← Back to Content Manager
    </StyledBack>
  );
}

const StyledBack = styled(Button)`
  align-self: flex-start;
`;
