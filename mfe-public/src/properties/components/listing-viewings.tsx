import styled from 'styled-components';
import {
  endpointUrl,
  PUBLIC_VIEWINGS_ENDPOINTS,
  VIEWING_BOOKING_SECTION_ID,
  VIEWING_CHOSEN_SLOT_PARAM,
  type ViewingSlot,
  viewingDayLabel,
  viewingTimeLabel,
} from '@app/contracts';
import { Button, FormField, Input, Select, Textarea } from '@app/ui';
import { MarketingConsentBoxes } from '../../shared/components/marketing-consent-boxes';
import { usePageSearchParam } from '../../islands/page-address';
import { useViewingSlots } from '../api/property-queries';
import { VIEWING_FORM_PARTS } from '../enhancements/viewing-form-parts';
import { ListingSidePanel } from './listing-agent';

/**
 * The listing's free viewing slots of the next two weeks and the form to book one: server HTML that posts without
 * JavaScript (303 to the confirmation page); enhanceViewingForms sends it as JSON instead, without React. Nothing
 * is shown for a listing that takes no online bookings.
 */
export function ListingViewings({ slug }: { slug: string }) {
  const slots = useViewingSlots(slug);
  const chosen = usePageSearchParam(VIEWING_CHOSEN_SLOT_PARAM);
  if (!slots.data?.bookable) return null;
  const days = byDay(slots.data.slots);

  return (
    <ListingSidePanel id={VIEWING_BOOKING_SECTION_ID} aria-labelledby="book-viewing-title">
      <h2 id="book-viewing-title">Book a Viewing</h2>
      {days.length === 0 ? (
        <StyledNote>No viewing slots are free in the next two weeks. Send us an enquiry below and we will find a time.</StyledNote>
      ) : (
        <StyledForm
          method="post"
          action={endpointUrl(PUBLIC_VIEWINGS_ENDPOINTS.bookForm, { slug })}
          {...{ [VIEWING_FORM_PARTS.form]: endpointUrl(PUBLIC_VIEWINGS_ENDPOINTS.book, { slug }) }}
          aria-label="Book a viewing"
        >
          <StyledNote>Free slots of the next two weeks, in Singapore time.</StyledNote>
          <FormField label="Viewing slot" required>
            <Select name="slot" required defaultValue={chosen ?? days[0]?.slots[0]?.start}>
              {days.map((day) => (
                <optgroup key={day.label} label={day.label}>
                  {day.slots.map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {`${day.label}, ${viewingTimeLabel(new Date(slot.start))}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </FormField>
          <FormField label="Name" required>
            <Input name="name" autoComplete="name" required minLength={2} maxLength={120} />
          </FormField>
          <FormField label="Email" required>
            <Input name="email" type="email" autoComplete="email" required maxLength={254} />
          </FormField>
          <FormField label="Phone" required>
            <Input name="phone" type="tel" autoComplete="tel" required minLength={6} maxLength={40} />
          </FormField>
          <FormField label="Note (optional)">
            <Textarea name="note" rows={2} maxLength={1000} />
          </FormField>
          <MarketingConsentBoxes email={{ name: 'marketingEmail' }} phone={{ name: 'marketingPhone' }} />
          <p role="status" {...{ [VIEWING_FORM_PARTS.status]: '' }} />
          <Button type="submit">Book Viewing</Button>
        </StyledForm>
      )}
    </ListingSidePanel>
  );
}

/** The slots grouped by their Singapore day, in order. */
function byDay(slots: readonly ViewingSlot[]): Array<{ label: string; slots: ViewingSlot[] }> {
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of slots) {
    const label = viewingDayLabel(new Date(slot.start));
    days.set(label, [...(days.get(label) ?? []), slot]);
  }
  return [...days].map(([label, daySlots]) => ({ label, slots: daySlots }));
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};

  [${VIEWING_FORM_PARTS.status}]:empty {
    display: none;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
