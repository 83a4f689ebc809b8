import styled from 'styled-components';
import { articleStyles } from '@app/ui';

/** A post's body. The HTML comes sanitized from the server (sanitize-html), so it is rendered as given. */
export function ArticleBody({ html }: { html: string }) {
  return <StyledArticleBody dangerouslySetInnerHTML={{ __html: html }} />;
}

const StyledArticleBody = styled.div`
  ${articleStyles}
`;
