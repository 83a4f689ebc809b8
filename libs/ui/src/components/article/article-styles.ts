import { css } from 'styled-components';

/** The typography of a blog article: the public post page and the editor's Write and Preview tabs use it alike. */
export const articleStyles = css`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  overflow-wrap: break-word;

  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[3]}`};
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  h3 {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p,
  ul,
  ol,
  blockquote,
  figure,
  table {
    margin: 0 0 ${({ theme }) => theme.spacing[5]};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.spacing[6]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.spacing[2]};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  blockquote {
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[5]}`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSubtle};
    font-style: italic;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  table {
    display: block;
    width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  code {
    padding: 0.125rem 0.25rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: 0.9em;
  }
`;
