import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_VIEWING_AVAILABILITY } from '@app/contracts';
import { renderWithProviders, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { ViewingAvailabilityPanel } from './viewing-availability-panel';

const PROPERTY_ID = '3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d';
const PATH = `/api/admin/properties/${PROPERTY_ID}/viewing-availability`;
const stored = { ...DEFAULT_VIEWING_AVAILABILITY, windows: [{ weekday: 6, start: '10:00', end: '17:00' }], propertyId: PROPERTY_ID, updatedAt: null };

setUpEachTest();

describe('ViewingAvailabilityPanel', () => {
  it("edits a listing's weekly windows, blackout dates and slot rules, and saves them", async () => {
    const api = stubApi([
      { method: 'GET', path: PATH, body: stored },
      { method: 'PUT', path: PATH, body: { ...stored, enabled: true, updatedAt: '2026-11-27T05:00:00.000Z' } },
    ]);
    renderWithProviders('/', <ViewingAvailabilityPanel propertyId={PROPERTY_ID} />);
    const user = userEvent.setup();

    const panel = await screen.findByRole('form', { name: 'Viewings' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Visitors can book viewings online' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Window 1 day' }), 'Sunday');
    await user.click(within(panel).getByRole('button', { name: 'Add window' }));
    await user.type(within(panel).getByLabelText('Blackout date'), '2026-12-25');
    await user.click(within(panel).getByRole('button', { name: 'Add date' }));
    expect(within(panel).getByText('2026-12-25')).toBeInTheDocument();
    const slotLength = within(panel).getByRole('spinbutton', { name: 'Slot length (minutes)' });
    await user.clear(slotLength);
    await user.type(slotLength, '45');
    await user.click(within(panel).getByRole('button', { name: 'Save Availability' }));

    await waitFor(() => expect(sentBodies(api, 'PUT', PATH)).toHaveLength(1));
    expect(sentBodies(api, 'PUT', PATH)[0]).toEqual({
      ...DEFAULT_VIEWING_AVAILABILITY,
      enabled: true,
      windows: [
        { weekday: 7, start: '10:00', end: '17:00' },
        { weekday: 6, start: '10:00', end: '12:00' },
      ],
      blackoutDates: ['2026-12-25'],
      slotMinutes: 45,
    });
  });
});
