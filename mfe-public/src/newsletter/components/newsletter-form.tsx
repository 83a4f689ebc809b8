import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  FORM_SENT,
  type FormProblem,
  NEWSLETTER_ENDPOINTS,
  NEWSLETTER_MESSAGES,
  type NewsletterSubscribeInput,
  type NewsletterSubscription,
} from '@app/contracts';
import { FormField, Input } from '@app/ui';
import { toast } from '@app/web';
import { ActionButton } from '../../shared/components/action-button';
import {
  FormInstanceField,
  FormProblemSummary,
  FormReturnField,
  FormSentNotice,
  postedBox,
  postsTo,
  useFormSent,
} from '../../shared/components/form-post-fields';
import { HoneypotField } from '../../shared/components/honeypot-field';
import { MarketingConsentBoxes } from '../../shared/components/marketing-consent-boxes';
import { lazyResolver, noticeWhenUnchecked } from '../../shared/utils/lazy-resolver';
import { useSubscribeToNewsletter } from '../api/subscribe';
import { NEWSLETTER_NOTICES, type NewsletterVariant } from './newsletter-notices';

interface NewsletterFormProps {
  variant: NewsletterVariant;
  /** This form posted without JavaScript and refused: shown again with its message and values until sent again. */
  problem?: FormProblem | null;
}

const EMPTY_SUBSCRIPTION = { email: '', website: '', marketingEmail: false, marketingPhone: false };

/** The form's check (zod and the body schema), fetched on the form's first focus or submit. */
const VALIDATION = lazyResolver<NewsletterSubscribeInput, NewsletterSubscription>(() =>
  import('../utils/newsletter-form-validation').then((module) => module.newsletterFormResolver),
);

/** Sent without JavaScript, the form comes back to its page from its form route with ?sent=. */
export function NewsletterForm({ variant, problem = null }: NewsletterFormProps) {
  const subscribe = useSubscribeToNewsletter();
  const defaultValues = problem
    ? {
        ...EMPTY_SUBSCRIPTION,
        email: problem.fields.email ?? '',
        marketingEmail: postedBox(problem, 'marketingEmail'),
        marketingPhone: postedBox(problem, 'marketingPhone'),
      }
    : EMPTY_SUBSCRIPTION;
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: VALIDATION.resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const emailId = `newsletter-${variant}-email`;
  // A refusal the page came with stands until the form is sent here.
  const refused = formState.submitCount === 0 ? problem : null;
  const notices = NEWSLETTER_NOTICES[variant];
  // With double opt-in the SPEC notice alone would let visitors believe they are subscribed: the note stays in view.
  const sentWithoutScript = useFormSent();
  const [confirmationPending, setConfirmationPending] = useState(sentWithoutScript === FORM_SENT.newsletterPending);

  const failed = () => toast(notices.failure);
  const onSubmit = noticeWhenUnchecked(
    handleSubmit((body) =>
      subscribe.mutate(body, {
        onSuccess: (result) => {
          toast(notices.success);
          setConfirmationPending(result.confirmationPending);
          reset(EMPTY_SUBSCRIPTION, { keepSubmitCount: true });
        },
        onError: failed,
      }),
    ),
    failed,
  );

  return (
    <StyledNewsletterForm
      {...postsTo(NEWSLETTER_ENDPOINTS.subscribeForm)}
      onSubmit={onSubmit}
      onFocus={VALIDATION.prefetch}
      noValidate
      aria-label="Newsletter subscription"
    >
      {formState.submitCount === 0 && (sentWithoutScript === FORM_SENT.newsletter || sentWithoutScript === FORM_SENT.newsletterPending) ? (
        <FormSentNotice title={notices.success.title}>{notices.success.description}</FormSentNotice>
      ) : null}
      {refused ? <FormProblemSummary problem={refused} fieldIds={{ email: emailId }} /> : null}
      <FormField label="Email address" id={emailId} error={formState.errors.email?.message ?? refused?.errors.email}>
        <Input
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          required={variant === 'blog'}
          defaultValue={defaultValues.email}
          {...register('email')}
        />
      </FormField>
      <MarketingConsentBoxes
        email={{ ...register('marketingEmail'), defaultChecked: defaultValues.marketingEmail }}
        phone={{ ...register('marketingPhone'), defaultChecked: defaultValues.marketingPhone }}
      />
      <HoneypotField {...register('website')} />
      <FormReturnField />
      <FormInstanceField instance={variant} />
      <ActionButton type="submit" pending={subscribe.isPending} pendingLabel="Subscribing...">
        Subscribe
      </ActionButton>
      <StyledConfirmationNote aria-live="polite">{confirmationPending ? NEWSLETTER_MESSAGES.confirmationPending : null}</StyledConfirmationNote>
    </StyledNewsletterForm>
  );
}

/** One column in both places: the e-mail, the two marketing boxes under it, then the button. */
const StyledNewsletterForm = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};

  > button {
    align-self: flex-start;
  }
`;

const StyledConfirmationNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  /* Empty, it stays a live region (so the note is announced when it appears) but takes no room in the form. */
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

declare module '../../islands/island-registry' {
  interface IslandComponents {
    'newsletter-form': typeof NewsletterForm;
  }
}
