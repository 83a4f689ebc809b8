import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CONSENT_TEXT, CONTACT_ENDPOINTS, type ContactEnquiry, FORM_SENT, type FormProblem } from '@app/contracts';
import { Checkbox, FormField, Input, Select, Textarea } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { ActionButton } from '../../shared/components/action-button';
import { FormProblemSummary, FormReturnField, FormSentNotice, postedBox, postsTo, useFormSent } from '../../shared/components/form-post-fields';
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
  /** This form posted without JavaScript and refused: shown again with its messages and values until sent again. */
  problem?: FormProblem | null;
}

/** The fields' element ids, which the error summary links to (one contact form per page). */
const FIELD_IDS = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  service: 'contact-service',
  message: 'contact-message',
  consent: 'contact-consent',
} as const;

/** The form's values as a refused post sent them. */
function postedContactForm(problem: FormProblem): ContactFormFields {
  const { fields } = problem;
  return {
    ...EMPTY_CONTACT_FORM,
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    service: fields.service ?? EMPTY_CONTACT_FORM.service,
    message: fields.message ?? '',
    consent: postedBox(problem, 'consent'),
    marketingEmail: postedBox(problem, 'marketingEmail'),
    marketingPhone: postedBox(problem, 'marketingPhone'),
  };
}

/**
 * The enquiry form of SPEC §2/§5, checked on submit with the reading's schema from the contracts (fetched when the
 * form is first focused) and sent as JSON. Without JavaScript the browser posts it to its form route, which comes
 * back to this page with the success notice.
 */
export function ContactForm({ reading, initialService = null, initialMessage = '', propertyReference, problem = null }: ContactFormProps) {
  const sendEnquiry = useSendEnquiry();
  const validation = CONTACT_FORM_VALIDATION[reading];
  // Passed to the fields as well: react-hook-form fills them in only in the browser, and the server's markup is
  // the form of a visitor without JavaScript.
  const defaultValues = problem ? postedContactForm(problem) : { ...initialContactForm(reading, initialService), message: initialMessage };
  const { register, handleSubmit, reset, formState } = useForm<ContactFormFields, unknown, ContactEnquiry>({
    resolver: validation.resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  // What the page came with (a notice or a refusal of a post without JavaScript) stands until the form is sent here.
  const firstSubmit = formState.submitCount === 0;
  const refused = firstSubmit ? problem : null;
  const errorOf = (field: keyof typeof FIELD_IDS) => formState.errors[field]?.message ?? refused?.errors[field];

  const sentWithoutScript = useFormSent() === FORM_SENT.contact && firstSubmit;

  const failed = (error?: unknown) =>
    toast({ title: 'Error sending message', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
  const onSubmit = noticeWhenUnchecked(
    handleSubmit((body) =>
      sendEnquiry.mutate(
        { ...body, propertyReference },
        {
          onSuccess: () => {
            toast(SENT_NOTICE);
            // The submit count is kept: back at 0 it would bring back the notice the page came with, beside the toast.
            reset({ ...EMPTY_CONTACT_FORM, message: initialMessage }, { keepSubmitCount: true });
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
      {refused ? <FormProblemSummary problem={refused} fieldIds={FIELD_IDS} /> : null}
      <StyledRow>
        <FormField label="Name" id={FIELD_IDS.name} error={errorOf('name')} required>
          <Input autoComplete="name" defaultValue={defaultValues.name} {...register('name')} />
        </FormField>
        <FormField label="Email" id={FIELD_IDS.email} error={errorOf('email')} required>
          <Input type="email" autoComplete="email" defaultValue={defaultValues.email} {...register('email')} />
        </FormField>
      </StyledRow>
      <StyledRow>
        <FormField label="Phone" id={FIELD_IDS.phone} error={errorOf('phone')}>
          <Input type="tel" autoComplete="tel" defaultValue={defaultValues.phone} {...register('phone')} />
        </FormField>
        <FormField label="Service" id={FIELD_IDS.service} error={errorOf('service')} required>
          <Select defaultValue={defaultValues.service} {...register('service')}>
            {serviceChoices(reading).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </StyledRow>
      <FormField label="Message" id={FIELD_IDS.message} error={errorOf('message')} required>
        <Textarea rows={4} defaultValue={defaultValues.message} {...register('message')} />
      </FormField>
      <Checkbox
        label={CONSENT_TEXT}
        id={FIELD_IDS.consent}
        error={errorOf('consent')}
        aria-required="true"
        defaultChecked={defaultValues.consent}
        {...register('consent')}
      />
      <MarketingConsentBoxes
        email={{ ...register('marketingEmail'), defaultChecked: defaultValues.marketingEmail }}
        phone={{ ...register('marketingPhone'), defaultChecked: defaultValues.marketingPhone }}
      />
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
