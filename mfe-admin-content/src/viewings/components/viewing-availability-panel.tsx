import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { type ViewingAvailability, type ViewingAvailabilityInput, type WeeklyWindow, WEEKDAY_NAMES, WEEKDAYS } from '@app/contracts';
import { Button, Checkbox, FormField, Input, LabelOptions, Row, Select, SubmitButton } from '@app/ui';
import { errorMessage, QueryStatus, toast } from '@app/web';
import { EditorPanel } from '../../shared/editor-layout';
import { useSaveViewingAvailability, useViewingAvailability } from '../api/viewing-availability-queries';

/** A listing's viewing availability, below its form: loaded, then edited and saved on its own. */
export function ViewingAvailabilityPanel({ propertyId }: { propertyId: string }) {
  const availability = useViewingAvailability(propertyId);
  return (
    <QueryStatus query={availability} subject="the viewing availability">
      {(loaded) => <AvailabilityForm key={loaded.updatedAt ?? 'new'} propertyId={propertyId} availability={loaded} />}
    </QueryStatus>
  );
}

const NUMBER_FIELDS = [
  { name: 'slotMinutes', label: 'Slot length (minutes)' },
  { name: 'bufferMinutes', label: 'Buffer between viewings (minutes)' },
  { name: 'minimumNoticeHours', label: 'Minimum notice (hours)' },
  { name: 'partiesPerSlot', label: 'Parties per slot' },
] as const;

function AvailabilityForm({ propertyId, availability }: { propertyId: string; availability: ViewingAvailability }) {
  const save = useSaveViewingAvailability(propertyId);
  const { propertyId: _id, updatedAt: _updatedAt, ...initial } = availability;
  const [values, setValues] = useState<ViewingAvailabilityInput>(initial);
  const [blackout, setBlackout] = useState('');
  const change = (patch: Partial<ViewingAvailabilityInput>) => setValues((current) => ({ ...current, ...patch }));
  const changeWindow = (index: number, patch: Partial<WeeklyWindow>) =>
    change({ windows: values.windows.map((window, at) => (at === index ? { ...window, ...patch } : window)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(values);
      toast({
        title: 'Viewing availability saved',
        description: values.enabled ? 'Visitors can book the free slots on the listing page.' : 'Visitors cannot book viewings online.',
      });
    } catch (error) {
      toast({ title: 'Availability not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <EditorPanel as="form" onSubmit={onSubmit} aria-labelledby="viewing-availability-heading" noValidate>
      <h2 id="viewing-availability-heading">Viewings</h2>
      <Checkbox label="Visitors can book viewings online" checked={values.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
      <fieldset>
        <legend>Weekly windows (Singapore time)</legend>
        <StyledRows>
          {values.windows.map((window, index) => (
            <li key={index}>
              <Select
                aria-label={`Window ${index + 1} day`}
                value={window.weekday}
                onChange={(event) => changeWindow(index, { weekday: Number(event.target.value) as WeeklyWindow['weekday'] })}
              >
                <LabelOptions values={WEEKDAYS} labels={WEEKDAY_NAMES} />
              </Select>
              <Input
                type="time"
                aria-label={`Window ${index + 1} from`}
                value={window.start}
                onChange={(event) => changeWindow(index, { start: event.target.value })}
              />
              <Input
                type="time"
                aria-label={`Window ${index + 1} to`}
                value={window.end}
                onChange={(event) => changeWindow(index, { end: event.target.value })}
              />
              <Button type="button" variant="outline" onClick={() => change({ windows: values.windows.filter((_window, at) => at !== index) })}>
                Remove
              </Button>
            </li>
          ))}
        </StyledRows>
        <Button type="button" variant="outline" onClick={() => change({ windows: [...values.windows, { weekday: 6, start: '10:00', end: '12:00' }] })}>
          Add window
        </Button>
      </fieldset>
      <fieldset>
        <legend>Blackout dates</legend>
        {values.blackoutDates.length === 0 ? <p>No blackout dates.</p> : null}
        <StyledRows>
          {values.blackoutDates.map((date) => (
            <li key={date}>
              <span>{date}</span>
              <Button
                type="button"
                variant="outline"
                aria-label={`Remove blackout date ${date}`}
                onClick={() => change({ blackoutDates: values.blackoutDates.filter((other) => other !== date) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </StyledRows>
        <Row $gap={2}>
          <Input type="date" aria-label="Blackout date" value={blackout} onChange={(event) => setBlackout(event.target.value)} />
          <Button
            type="button"
            variant="outline"
            disabled={!blackout || values.blackoutDates.includes(blackout)}
            onClick={() => {
              change({ blackoutDates: [...values.blackoutDates, blackout].sort() });
              setBlackout('');
            }}
          >
            Add date
          </Button>
        </Row>
      </fieldset>
      <StyledNumbers>
        {NUMBER_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={label}>
            <Input
              type="number"
              min={name === 'partiesPerSlot' ? 1 : 0}
              value={values[name]}
              onChange={(event) => change({ [name]: Number(event.target.value) })}
            />
          </FormField>
        ))}
      </StyledNumbers>
      <div>
        <SubmitButton pending={save.isPending}>Save Availability</SubmitButton>
      </div>
    </EditorPanel>
  );
}

const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  li > * {
    width: auto;
  }
`;

const StyledNumbers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;
