import styled from 'styled-components';
import { NEWSLETTER_ENDPOINTS } from '@app/contracts';
import { Container, Section } from '../../shared/components/page-layout';
import { Island } from '../../islands/island';
import { useFormProblem } from '../../shared/components/form-post-fields';
import { NewsletterForm } from './newsletter-form';

/** The subscribe box under the blog list and each post (the blog variant of SPEC §8). */
export function NewsletterSection() {
  const problem = useFormProblem(NEWSLETTER_ENDPOINTS.subscribeForm, 'blog');
  return (
    <Section $tone="muted" aria-labelledby="newsletter-title">
      <Container>
        <StyledBox>
          <h2 id="newsletter-title">Subscribe to Our Newsletter</h2>
          <p>Market updates, HDB and tenancy rule changes, and practical tips for owners, once a month. Unsubscribe at any time.</p>
          <Island name="newsletter-form" id="newsletter-blog" component={NewsletterForm} props={{ variant: 'blog', problem }} />
        </StyledBox>
      </Container>
    </Section>
  );
}

const StyledBox = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.spacing[5]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
