import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CEA_MESSAGES, PROPERTY_MESSAGES, agentNotReadyMessage } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { sentBodies, stubApi, type StubRoute } from '@app/web/testing';
import { loadMediaPicker } from '../../media-picker/load-media-picker';
import { FakeMediaPicker } from '../../testing/fake-media-picker';
import { makeMediaItem, makePropertyListing, onePage } from '../../testing/fixtures';
import { renderContentApp } from '../../testing/render-content-app';

jest.setTimeout(20_000);

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));
jest.mock('../../media-picker/load-media-picker', () => ({ loadMediaPicker: jest.fn() }));

const ADMIN_PROPERTIES = '/api/admin/properties';
const listing = makePropertyListing();
const MEDIA_A = '0a6e9d0c-1f2b-4c3d-8e4f-5a6b7c8d9e01';
const MEDIA_B = '0a6e9d0c-1f2b-4c3d-8e4f-5a6b7c8d9e02';

const REGISTERED_AGENT = { id: listing.agentId as string, name: 'Tan Wei Ming', ceaRegistrationNumber: 'R765432B', phone: '+65 9876 5432', isActive: true };
const UNREGISTERED_AGENT = { id: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6', name: 'New Joiner', ceaRegistrationNumber: null, phone: null, isActive: true };

function stubProperties(routes: StubRoute[] = [], listings = [listing]) {
  return stubApi([
    ...routes,
    { method: 'GET', path: ADMIN_PROPERTIES, body: onePage(listings) },
    { method: 'GET', path: '/api/admin/property-agents', body: [REGISTERED_AGENT, UNREGISTERED_AGENT] },
  ]);
}

beforeEach(() => {
  setRequestLogger(jest.fn());
  jest.mocked(loadMediaPicker).mockResolvedValue({ default: FakeMediaPicker });
});

describe('Properties tab', () => {
  it('lists every listing with its reference, type, district, status and home page place', async () => {
    stubProperties([], [listing, makePropertyListing({ id: 'p2', title: 'Sold Penthouse', status: 'sold', featured: false })]);
    renderContentApp('/admin/content?tab=properties');

    const row = (await screen.findByText('Tiong Bahru walk-up')).closest('tr') as HTMLElement;
    expect(within(row).getByText('HL-1005 · 0 photos')).toBeInTheDocument();
    expect(within(row).getByText('HDB')).toBeInTheDocument();
    expect(within(row).getByText('Available')).toBeInTheDocument();
    expect(within(row).getByText('Featured (order 1)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Tiong Bahru walk-up' })).toHaveAttribute('href', `/admin/content/properties/edit/${listing.id}`);
    const sold = screen.getByText('Sold Penthouse').closest('tr') as HTMLElement;
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
  });

  it('says when there is no listing yet', async () => {
    stubProperties([], []);
    renderContentApp('/admin/content?tab=properties');
    expect(await screen.findByRole('heading', { name: 'No property listings yet' })).toBeInTheDocument();
  });

  it('deletes a listing only after confirmation', async () => {
    const api = stubProperties([{ method: 'DELETE', path: `${ADMIN_PROPERTIES}/${listing.id}`, body: { success: true } }]);
    renderContentApp('/admin/content?tab=properties');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tiong Bahru walk-up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/permanently delete the listing "Tiong Bahru walk-up" \(HL-1005\)/)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Listing deleted', description: '"Tiong Bahru walk-up" has been deleted.' }));
    expect(api.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).includes(listing.id))).toBe(true);
  });
});

describe('listing form', () => {
  it('shows the validation messages and sends nothing while the form is incomplete', async () => {
    const api = stubProperties();
    renderContentApp('/admin/content/properties/new');

    await userEvent.click(await screen.findByRole('button', { name: 'Save Listing' }));

    expect(await screen.findByText(PROPERTY_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_MESSAGES.districtRequired)).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_MESSAGES.bedrooms)).toBeInTheDocument();
    expect(screen.getByText(PROPERTY_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(CEA_MESSAGES.agentRequired)).toBeInTheDocument();
    expect(sentBodies(api, 'POST', ADMIN_PROPERTIES)).toEqual([]);
  });

  it("shows the chosen agent's CEA details, and the API's refusal of an agent without them under the agent", async () => {
    const message = agentNotReadyMessage({ registrationNumber: true, phone: true });
    const path = `${ADMIN_PROPERTIES}/${listing.id}`;
    const api = stubProperties([
      { method: 'GET', path, body: listing },
      { method: 'PUT', path, status: 400, body: { statusCode: 400, error: message, message, issues: [{ path: 'agentId', message }] } },
    ]);
    renderContentApp(`/admin/content/properties/edit/${listing.id}`);

    const agent = await screen.findByRole('combobox', { name: /Responsible agent/ });
    await waitFor(() => expect(agent).toHaveValue(REGISTERED_AGENT.id));
    expect(screen.getByText('CEA R765432B · +65 9876 5432')).toBeInTheDocument();
    await userEvent.selectOptions(agent, 'New Joiner');
    expect(screen.getByText(`${message}: add it on their account, or keep the listing hidden.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Listing' }));

    await waitFor(() => expect(sentBodies(api, 'PUT', path)).toEqual([expect.objectContaining({ agentId: UNREGISTERED_AGENT.id, status: 'available' })]));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: message })));
  });

  it('creates a listing with its photos in order, the cover first', async () => {
    const created = makePropertyListing({ id: 'new-id', title: 'Family Condo in Bishan' });
    const api = stubProperties([
      { method: 'POST', path: ADMIN_PROPERTIES, body: created },
      { method: 'GET', path: `${ADMIN_PROPERTIES}/new-id`, body: created },
    ]);
    jest.mocked(loadMediaPicker).mockResolvedValue({
      default: ({ label, onSelect }) => (
        <>
          <button type="button" onClick={() => onSelect(makeMediaItem({ id: MEDIA_A, thumbnailUrl: `/media/${MEDIA_A}/thumb.webp` }))}>
            {label} A
          </button>
          <button type="button" onClick={() => onSelect(makeMediaItem({ id: MEDIA_B, thumbnailUrl: `/media/${MEDIA_B}/thumb.webp` }))}>
            {label} B
          </button>
        </>
      ),
    });
    renderContentApp('/admin/content/properties/new');

    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Family Condo in Bishan');
    await userEvent.type(screen.getByRole('textbox', { name: /District/ }), 'Bishan');
    await userEvent.type(screen.getByRole('textbox', { name: /Address line/ }), 'Bishan Street 21');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Condominium');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Bedrooms/ }), '3');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Bathrooms/ }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Floor area/ }), '1100');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Monthly rent/ }), '4800');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Near Bishan MRT and Junction 8.');
    await userEvent.type(screen.getByRole('textbox', { name: /Features/ }), 'Pool{Enter}Near MRT');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Responsible agent/ }), 'Tan Wei Ming');
    await userEvent.click(await screen.findByRole('button', { name: 'Add photo A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add photo B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Feature on the home page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Listing' }));

    await waitFor(() => expect(sentBodies(api, 'POST', ADMIN_PROPERTIES)).toHaveLength(1));
    expect(sentBodies(api, 'POST', ADMIN_PROPERTIES)[0]).toMatchObject({
      title: 'Family Condo in Bishan',
      type: 'condominium',
      bedrooms: 3,
      floorAreaSqft: 1100,
      monthlyRent: 4800,
      askingPrice: null,
      features: ['Pool', 'Near MRT'],
      photoIds: [MEDIA_B, MEDIA_A],
      agentId: REGISTERED_AGENT.id,
      featured: true,
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Listing created', description: '"Family Condo in Bishan" has been saved.' }));
  });
});
