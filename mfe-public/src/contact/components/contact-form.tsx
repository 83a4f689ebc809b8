import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CONSENT_TEXT, type ContactEnquiry } from '@app/contracts';
import { Checkbox, FormField, Input, Select, Textarea } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { ActionButton } from '../../shared/components/action-button';
import { HoneypotField } from '../../shared/components/honeypot-field';
import { useSendEnquiry } from '../api/send-enquiry';
import {
  contactFormResolver,
  EMPTY_CONTACT_FORM,
  initialContactForm,
  serviceChoices,
  type ContactFormFields,
  type ContactFormReading,
} from '../utils/contact-form-values';

interface ContactFormProps {
  reading: ContactFormReading;
  /** A service to choose in advance (from /contact?service=...). */
  initialService?: string | null;
  /** The text the message starts with, e.g. naming the listing it is about. */
  initialMessage?: string;
  /** The listing the enquiry is about (sent from its page), stored with the enquiry. */
  propertyReference?: string;
}

/** The enquiry form of SPEC §2/§5, checked on submit with the reading's schema from the contracts. */
export function ContactForm({ reading, initialService = null, initialMessage = '', propertyReference }: ContactFormProps) {
  const sendEnquiry = useSendEnquiry();
  const { register, handleSubmit, reset, formState } = useForm<ContactFormFields, unknown, ContactEnquiry>({
    resolver: contactFormResolver(reading),
    defaultValues: { ...initialContactForm(reading, initialService), message: initialMessage },
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((body) =>
    sendEnquiry.mutate({ ...body, propertyReference }, {
      onSuccess: () => {
        toast({ title: 'Message sent successfully', description: "We'll get back to you as soon as possible." });
        reset({ ...EMPTY_CONTACT_FORM, message: initialMessage });
      },
      onError: (error) =>
        toast({ title: 'Error sending message', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    }),
  );

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Send us a message">
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
          <Select {...register('service')}>
            {serviceChoices(reading).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </StyledRow>
      <FormField label="Message" error={errors.message?.message} required>
        <Textarea rows={4} {...register('message')} />
      </FormField>
      <Checkbox label={CONSENT_TEXT} error={errors.consent?.message} aria-required="true" {...register('consent')} />
      <HoneypotField {...register('website')} />
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
