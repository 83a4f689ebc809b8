import { type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/**
 * A field only bots fill in: off screen, out of the tab order and hidden from assistive technology.
 * The server treats any value in it as spam.
 */
export function HoneypotField(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  return (
    <StyledHoneypot aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </StyledHoneypot>
  );
}

const StyledHoneypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
