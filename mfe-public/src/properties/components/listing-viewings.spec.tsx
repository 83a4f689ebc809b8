import { screen, within } from '@testing-library/react';
import { setRequestLogger } from '@app/web';
import { renderPage, stubPublicApi } from '../../testing/render-public';
import { ListingViewings } from './listing-viewings';

beforeEach(() => setRequestLogger(jest.fn()));

const SLOTS_PATH = '/api/properties/listing/family-condo-bishan/viewing-slots';
const slots = [
  { start: '2026-12-01T10:00:00+08:00', end: '2026-12-01T10:30:00+08:00' },
  { start: '2026-12-01T10:45:00+08:00', end: '2026-12-01T11:15:00+08:00' },
  { start: '2026-12-05T14:00:00+08:00', end: '2026-12-05T14:30:00+08:00' },
];
const renderAtListing = (search = '') =>
  renderPage(`/properties/family-condo-bishan${search}`, <ListingViewings slug="family-condo-bishan" />, '/properties/:slug');

describe('ListingViewings', () => {
  it('offers the free slots by Singapore day in a form that posts without JavaScript, consents unticked', async () => {
    stubPublicApi([{ method: 'GET', path: SLOTS_PATH, body: { bookable: true, slots } }]);
    renderAtListing();

    const form = await screen.findByRole('form', { name: 'Book a viewing' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/properties/listing/family-condo-bishan/viewings/form');
    // Days as chips (links to each day), the day's times as radio buttons of the form, the first chosen.
    expect(
      within(within(form).getByRole('list', { name: 'Days with free slots' }))
        .getAllByRole('link')
        .map((chip) => [chip.textContent, chip.getAttribute('href')]),
    ).toEqual([
      ['Tue 1 Dec', '#viewing-day-2026-12-01'],
      ['Sat 5 Dec', '#viewing-day-2026-12-05'],
    ]);
    const tuesday = within(form).getByRole('group', { name: 'Tuesday, 1 December 2026' });
    expect(
      within(tuesday)
        .getAllByRole('radio')
        .map((time) => [(time as HTMLInputElement).value, (time as HTMLInputElement).checked]),
    ).toEqual([
      [slots[0]?.start, true],
      [slots[1]?.start, false],
    ]);
    const saturday = within(form).getByRole('group', { name: 'Saturday, 5 December 2026' });
    expect(within(saturday).getByRole('radio', { name: '2:00 pm' })).toHaveAttribute('name', 'slot');
    for (const name of ['name', 'email', 'phone', 'note']) expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    for (const box of within(form).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /by e-mail/ })).toHaveAttribute('name', 'marketingEmail');
    expect(within(form).getByRole('checkbox', { name: /phone call, SMS or WhatsApp/ })).toHaveAttribute('name', 'marketingPhone');
  });

  it('chooses the slot the refused booking page linked back with', async () => {
    stubPublicApi([{ method: 'GET', path: SLOTS_PATH, body: { bookable: true, slots } }]);
    renderAtListing(`?viewingSlot=${encodeURIComponent(slots[2]?.start ?? '')}`);
    expect(await screen.findByRole('radio', { name: '2:00 pm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10:00 am' })).not.toBeChecked();
  });

  it('says so when no slot is free, and shows nothing for a listing that takes no online bookings', async () => {
    stubPublicApi([{ method: 'GET', path: SLOTS_PATH, body: { bookable: true, slots: [] } }]);
    const { unmount } = renderAtListing();
    expect(await screen.findByText(/No viewing slots are free in the next two weeks/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();

    stubPublicApi([{ method: 'GET', path: SLOTS_PATH, body: { bookable: false, slots: [] } }]);
    renderAtListing();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Book a Viewing' })).toBeNull();
  });
});
