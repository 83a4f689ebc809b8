import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CONSENT_TEXT, CONTACT_ENDPOINTS, type ContactEnquiry, FORM_SENT } from '@app/contracts';
import { Checkbox, FormField, Input, Select, Textarea } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { ActionButton } from '../../shared/components/action-button';
import { FormReturnField, FormSentNotice, postsTo, useFormSent } from '../../shared/components/form-post-fields';
import { HoneypotField } from '../../shared/components/honeypot-field';
import { MarketingConsentBoxes } from '../../shared/components/marketing-consent-boxes';
import { noticeWhenUnchecked } from '../../shared/utils/lazy-resolver';
import { useSendEnquiry } from '../api/send-enquiry';
import {
  CONTACT_FORM_VALIDATION,
  EMPTY_CONTACT_FORM,
  initialContactForm,
  serviceChoices,
  type ContactFormFields,
  type ContactFormReading,
} from '../utils/contact-form-values';

const SENT_NOTICE = { title: 'Message sent successfully', description: "We'll get back to you as soon as possible." };

interface ContactFormProps {
  reading: ContactFormReading;
  /** A service to choose in advance (from /contact?service=...). */
  initialService?: string | null;
  /** The text the message starts with, e.g. naming the listing it is about. */
  initialMessage?: string;
  /** The listing the enquiry is about (sent from its page), stored with the enquiry. */
  propertyReference?: string;
}

/**
 * The enquiry form of SPEC §2/§5, checked on submit with the reading's schema from the contracts (fetched when the
 * form is first focused) and sent as JSON. Without JavaScript the browser posts it to its form route, which comes
 * back to this page with the success notice.
 */
export function ContactForm({ reading, initialService = null, initialMessage = '', propertyReference }: ContactFormProps) {
  const sendEnquiry = useSendEnquiry();
  const validation = CONTACT_FORM_VALIDATION[reading];
  // Passed to the fields as well: react-hook-form fills them in only in the browser, and the server's markup is
  // the form of a visitor without JavaScript.
  const defaultValues = { ...initialContactForm(reading, initialService), message: initialMessage };
  const { register, handleSubmit, reset, formState } = useForm<ContactFormFields, unknown, ContactEnquiry>({
    resolver: validation.resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;

  const sentWithoutScript = useFormSent() === FORM_SENT.contact;

  const failed = (error?: unknown) =>
    toast({ title: 'Error sending message', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
  const onSubmit = noticeWhenUnchecked(
    handleSubmit((body) =>
      sendEnquiry.mutate(
        { ...body, propertyReference },
        {
          onSuccess: () => {
            toast(SENT_NOTICE);
            reset({ ...EMPTY_CONTACT_FORM, message: initialMessage });
          },
          onError: failed,
        },
      ),
    ),
    () => failed(),
  );

  return (
    <StyledForm {...postsTo(CONTACT_ENDPOINTS.sendForm)} onSubmit={onSubmit} onFocus={validation.prefetch} noValidate aria-label="Send us a message">
      {sentWithoutScript ? <FormSentNotice title={SENT_NOTICE.title}>{SENT_NOTICE.description}</FormSentNotice> : null}
      <StyledRow>
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </StyledRow>
      <StyledRow>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Service" error={errors.service?.message} required>
          <Select defaultValue={defaultValues.service} {...register('service')}>
            {serviceChoices(reading).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </StyledRow>
      <FormField label="Message" error={errors.message?.message} required>
        <Textarea rows={4} defaultValue={defaultValues.message} {...register('message')} />
      </FormField>
      <Checkbox label={CONSENT_TEXT} error={errors.consent?.message} aria-required="true" {...register('consent')} />
      <MarketingConsentBoxes email={register('marketingEmail')} phone={register('marketingPhone')} />
      <HoneypotField {...register('website')} />
      <FormReturnField />
      <input type="hidden" name="reading" defaultValue={reading} />
      {propertyReference ? <input type="hidden" name="propertyReference" defaultValue={propertyReference} /> : null}
      <StyledFooter>
        <StyledRequiredNote>* Required Field</StyledRequiredNote>
        <ActionButton type="submit" size="lg" pending={sendEnquiry.isPending} pendingLabel="Sending...">
          Send Message
        </ActionButton>
      </StyledFooter>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledRequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

declare module '../../islands/island-registry' {
  interface IslandComponents {
    'contact-form': typeof ContactForm;
  }
}
