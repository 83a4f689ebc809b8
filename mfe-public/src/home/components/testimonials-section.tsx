import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TESTIMONIALS_COUNT, type Testimonial } from '@app/contracts';
import { Button, Card, Skeleton } from '@app/ui';
import { InitialsAvatar } from '../../shared/components/initials-avatar';
import { HeadedSection, SectionActions } from '../../shared/components/page-layout';
import { GridNotice, QueryCardGrid } from '../../shared/components/query-card-grid';
import { useTestimonials } from '../api/testimonials-query';
import { FiveStars } from './star-rating';

interface TestimonialsSectionProps {
  /** Hides 'View More Testimonials' (SPEC §2's hide flag). */
  hideViewMore?: boolean;
}

export function TestimonialsSection({ hideViewMore = false }: TestimonialsSectionProps) {
  const testimonials = useTestimonials();

  return (
    <HeadedSection
      id="testimonials"
      titleId="testimonials-title"
      tone="muted"
      busy={testimonials.isPending}
      eyebrow="Testimonials"
      title="What Our Clients Say"
      description="Owners, investors and residents on working with Harbourline."
    >
      <QueryCardGrid
        query={testimonials}
        loadingLabel="Loading testimonials"
        error={<GridNotice role="status">Testimonials are unavailable right now. Please check back shortly.</GridNotice>}
        placeholders={TESTIMONIALS_COUNT}
        placeholder={<TestimonialSkeleton />}
        renderCard={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      />
      {!hideViewMore && (
        <SectionActions>
          <Button as={Link} to="/testimonials" variant="outline" size="lg">
            View More Testimonials
          </Button>
        </SectionActions>
      )}
    </HeadedSection>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <StyledTestimonial as="figure">
      <FiveStars />
      <blockquote>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption>
        <InitialsAvatar initials={testimonial.initials} />
        <span>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.role}</span>
        </span>
      </figcaption>
    </StyledTestimonial>
  );
}

function TestimonialSkeleton() {
  return (
    <StyledTestimonial aria-hidden="true">
      <Skeleton width="7rem" height="1.25rem" />
      <Skeleton height="6rem" />
      <Skeleton width="60%" height="2.75rem" />
    </StyledTestimonial>
  );
}

const StyledTestimonial = styled(Card)`
  gap: ${({ theme }) => theme.spacing[4]};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[6]};

  blockquote {
    flex: 1;
    margin: 0;
  }

  blockquote p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }

  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[3]};
  }

  figcaption > span {
    display: flex;
    flex-direction: column;
  }

  figcaption strong {
    color: ${({ theme }) => theme.colors.primary};
  }

  figcaption span span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
