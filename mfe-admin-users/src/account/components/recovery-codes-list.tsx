import styled from 'styled-components';

/** Recovery codes, shown once after enrolment or after new ones were made; `intro` says which. */
export function RecoveryCodesList({ codes, intro }: { codes: string[]; intro: string }) {
  return (
    <section aria-label="Recovery codes">
      <p>{intro} These recovery codes let you sign in without your phone, each once. They are shown only now: print them or keep them in a password manager.</p>
      <StyledCodes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
    </section>
  );
}

const StyledCodes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[8]}`};
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
`;
