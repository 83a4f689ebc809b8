import styled from 'styled-components';
import {
  endpointUrl,
  PUBLIC_VIEWINGS_ENDPOINTS,
  VIEWING_BOOKING_SECTION_ID,
  VIEWING_CHOSEN_SLOT_PARAM,
  type ViewingDay,
  type ViewingSlot,
  viewingSlotsByDay,
  viewingTimeLabel,
} from '@app/contracts';
import { Button, FormField, Input, RowList, Textarea } from '@app/ui';
import { HEADER_HEIGHT } from '../../shared/components/page-layout';
import { FieldsetLegend, PlainFieldset } from '../../shared/components/plain-fieldset';
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
  const days = viewingSlotsByDay(slots.data.slots);

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
          <SlotPicker days={days} chosen={chosen ?? days[0]?.slots[0]?.start} />
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

/** Near the top of the listing: a button down to its booking panel, for a listing that takes online bookings. */
export function BookViewingLink({ slug }: { slug: string }) {
  const slots = useViewingSlots(slug);
  if (!slots.data?.bookable) return null;
  return (
    <StyledBookLink as="a" href={`#${VIEWING_BOOKING_SECTION_ID}`} size="lg">
      Book a viewing
    </StyledBookLink>
  );
}

/**
 * The free slots, as on a booking page: a chip per day (a link to the day, so it works without JavaScript) and the
 * day's times as buttons, each a radio input of the form (`slot`), one chosen. The days scroll in their own box,
 * so the form's fields stay near.
 */
function SlotPicker({ days, chosen }: { days: ReadonlyArray<ViewingDay<ViewingSlot>>; chosen: string | undefined }) {
  return (
    <PlainFieldset>
      <FieldsetLegend>Choose a day and a time (Singapore time)</FieldsetLegend>
      <StyledDayChips $gap={2} aria-label="Days with free slots">
        {days.map((day) => (
          <li key={day.date}>
            <a href={`#viewing-day-${day.date}`} aria-label={day.label}>
              {day.shortLabel}
            </a>
          </li>
        ))}
      </StyledDayChips>
      <StyledDays>
        {days.map((day) => (
          <StyledDay key={day.date} id={`viewing-day-${day.date}`}>
            <legend>{day.label}</legend>
            {day.slots.map((slot) => (
              <StyledTime key={slot.start}>
                <input type="radio" name="slot" value={slot.start} required defaultChecked={slot.start === chosen} />
                <span>{viewingTimeLabel(new Date(slot.start))}</span>
              </StyledTime>
            ))}
          </StyledDay>
        ))}
      </StyledDays>
    </PlainFieldset>
  );
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

/** The days as chips in one row that scrolls sideways on a phone. */
const StyledDayChips = styled(RowList)`
  padding: 0 0 ${({ theme }) => theme.spacing[1]};
  overflow-x: auto;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.spacing[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    white-space: nowrap;
    text-decoration: none;
  }
`;

const StyledDays = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  max-height: 20rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledDay = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[2]};
  border: 0;
  scroll-margin-top: calc(${HEADER_HEIGHT} + ${({ theme }) => theme.spacing[2]});

  > legend {
    float: left;
    grid-column: 1 / -1;
    width: 100%;
    padding: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** A time: a radio input shown as a button; the chosen one is filled. */
const StyledTime = styled.label`
  position: relative;

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.background};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  input:disabled + span {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
  }
`;

const StyledBookLink = styled(Button)`
  align-self: flex-start;
`;
