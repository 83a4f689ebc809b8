import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, type AgendaViewing, CalendarDateSchema, singaporeDate, viewingDayLabel, viewingTimeLabel } from '@app/contracts';
import {
  AdminPage,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeaderWithActions,
  CardTitle,
  EmptyState,
  FilterBar,
  FormField,
  Input,
  TitledCardHeader,
} from '@app/ui';
import { errorMessage, QueryStatus, toast } from '@app/web';
import { useMarkNoShow, useNoShowRates, useViewingAgenda } from '../api/viewings-queries';

/** The viewings booked online, by Singapore day or week, with a no-show mark for those that have started. */
export function ViewingAgendaPage() {
  const [params, setParams] = useSearchParams();
  const from = CalendarDateSchema.safeParse(params.get('from')).data ?? singaporeDate(new Date());
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const agenda = useViewingAgenda({ from, view });
  const show = (next: { from?: string; view?: 'day' | 'week' }) => setParams(new URLSearchParams({ from: next.from ?? from, view: next.view ?? view }));
  const step = view === 'week' ? 7 : 1;

  return (
    <StyledPage>
      <Card>
        <TitledCardHeader title="Viewing agenda" description="Viewings visitors booked on the listing pages, in Singapore time." />
        <CardContent>
          <FilterBar aria-label="Agenda" onSubmit={(event) => event.preventDefault()}>
            <FormField label="From">
              <Input
                type="date"
                value={from}
                onChange={(event) => CalendarDateSchema.safeParse(event.target.value).success && show({ from: event.target.value })}
              />
            </FormField>
            <Button type="button" variant={view === 'day' ? 'primary' : 'outline'} aria-pressed={view === 'day'} onClick={() => show({ view: 'day' })}>
              Day
            </Button>
            <Button type="button" variant={view === 'week' ? 'primary' : 'outline'} aria-pressed={view === 'week'} onClick={() => show({ view: 'week' })}>
              Week
            </Button>
            <Button type="button" variant="outline" onClick={() => show({ from: addDays(from, -step) })}>
              Previous
            </Button>
            <Button type="button" variant="outline" onClick={() => show({ from: addDays(from, step) })}>
              Next
            </Button>
          </FilterBar>
          <QueryStatus query={agenda} subject="the agenda">
            {(loaded) =>
              loaded.viewings.length === 0 ? (
                <EmptyState
                  headingLevel={2}
                  title="No viewings booked"
                  description={view === 'week' ? 'Nothing is booked in this week.' : 'Nothing is booked on this day.'}
                />
              ) : (
                <AgendaDays viewings={loaded.viewings} />
              )
            }
          </QueryStatus>
        </CardContent>
      </Card>
      <NoShowRates />
    </StyledPage>
  );
}

function AgendaDays({ viewings }: { viewings: AgendaViewing[] }) {
  const days = [...new Set(viewings.map((viewing) => viewingDayLabel(new Date(viewing.slot.start))))];
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-label={day}>
          <h2>{day}</h2>
          <StyledList>
            {viewings
              .filter((viewing) => viewingDayLabel(new Date(viewing.slot.start)) === day)
              .map((viewing) => (
                <AgendaItem key={viewing.id} viewing={viewing} />
              ))}
          </StyledList>
        </section>
      ))}
    </>
  );
}

function AgendaItem({ viewing }: { viewing: AgendaViewing }) {
  const mark = useMarkNoShow();
  const started = Date.parse(viewing.slot.start) <= Date.now();
  const toggle = () =>
    mark.mutate(
      { id: viewing.id, noShow: viewing.noShowAt === null },
      { onError: (error) => toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }) },
    );
  const time = `${viewingTimeLabel(new Date(viewing.slot.start))} - ${viewingTimeLabel(new Date(viewing.slot.end))}`;

  return (
    <li aria-label={`${time} ${viewing.name}`}>
      <strong>{time}</strong>
      <span>
        {viewing.listing.title} <Badge variant="outline">Ref. {viewing.listing.reference}</Badge>
      </span>
      <span>
        {viewing.name} · <a href={`mailto:${viewing.email}`}>{viewing.email}</a> · <a href={`tel:${viewing.phone.replace(/\s/g, '')}`}>{viewing.phone}</a>
      </span>
      {viewing.note && <span>Note: {viewing.note}</span>}
      <span>
        Marketing consent: e-mail {viewing.marketingEmail ? 'yes' : 'no'}, phone/SMS/WhatsApp {viewing.marketingPhone ? 'yes' : 'no'}
      </span>
      {viewing.noShowAt && <Badge variant="destructive">No-show</Badge>}
      {started && (
        <div>
          <Button type="button" size="sm" variant="outline" disabled={mark.isPending} onClick={toggle}>
            {viewing.noShowAt ? 'Clear no-show' : 'Mark no-show'}
          </Button>
        </div>
      )}
    </li>
  );
}

const PERCENT = new Intl.NumberFormat('en-SG', { style: 'percent', maximumFractionDigits: 1 });

function NoShowRates() {
  const rates = useNoShowRates();
  return (
    <Card>
      <CardHeaderWithActions>
        <CardTitle as="h2">No-show rate per month</CardTitle>
      </CardHeaderWithActions>
      <CardContent>
        <QueryStatus query={rates} subject="the no-show rates">
          {(months) =>
            months.length === 0 ? (
              <p>No viewing has taken place yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Viewings</th>
                    <th scope="col">No-shows</th>
                    <th scope="col">Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{month.month}</th>
                      <td>{month.viewings}</td>
                      <td>{month.noShows}</td>
                      <td>{PERCENT.format(month.rate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

const StyledPage = styled(AdminPage)`
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[1]};
    padding: ${({ theme }) => theme.spacing[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
