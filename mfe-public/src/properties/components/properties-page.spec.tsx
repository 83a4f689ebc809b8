import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_TEXT, DEFAULT_COMPANY_PROFILE, MARKETING_CONSENT_TEXTS, type PublicPropertyListing } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { sentBodies } from '@app/web/testing';
import { renderPage, stubPublicApi } from '../../testing/render-public';
import { PropertiesPage } from './properties-page';
import { PropertyListingPage } from './property-listing-page';

jest.setTimeout(20_000);

beforeEach(() => setRequestLogger(jest.fn()));

function listing(fields: Partial<PublicPropertyListing> = {}): PublicPropertyListing {
  return {
    id: 'l1',
    reference: 'HL-1007',
    slug: 'family-condo-bishan',
    title: 'Family Condo in Bishan',
    district: 'Bishan',
    addressLine: 'Bishan Street 21',
    type: 'condominium',
    bedrooms: 3,
    bathrooms: 2,
    floorAreaSqft: 1100,
    monthlyRent: 4800,
    askingPrice: null,
    description: 'Near Bishan MRT and Junction 8.',
    features: ['Pool', 'Near MRT'],
    badge: 'New',
    status: 'available',
    photos: [],
    fallbackImage: null,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}

const result = (items: PublicPropertyListing[], total = items.length, page = 1) => ({ items, total, page, pageSize: 9, districts: ['Bishan', 'Tampines'] });

describe('PropertiesPage', () => {
  it('searches with the filters of the URL and shows the listings with their price', async () => {
    const api = stubPublicApi([{ method: 'GET', path: '/api/properties', body: result([listing()], 12) }]);
    renderPage('/properties?type=condominium&bedrooms=3', <PropertiesPage />);

    const card = (await screen.findByRole('heading', { level: 2, name: 'Family Condo in Bishan' })).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Family Condo in Bishan' })).toHaveAttribute('href', '/properties/family-condo-bishan');
    expect(within(card).getByText('S$4,800 / month')).toBeInTheDocument();
    expect(String(api.mock.calls[0]?.[0])).toContain('/api/properties?bedrooms=3&type=condominium');
    expect(screen.getByText('Showing 1–9 of 12 properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/properties?type=condominium&bedrooms=3&page=2');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('condominium');
  });

  it('sends its filters as a GET form to /properties, showing the search the address asks for', async () => {
    stubPublicApi([{ method: 'GET', path: '/api/properties', body: result([listing()]) }]);
    renderPage('/properties?district=Tampines&maxPrice=5000&page=2', <PropertiesPage />);

    await screen.findByRole('heading', { level: 2, name: 'Family Condo in Bishan' });
    const filters = screen.getByRole('form', { name: 'Filter properties' });
    expect(filters).toHaveAttribute('method', 'get');
    expect(filters).toHaveAttribute('action', '/properties');
    expect(screen.getByRole('spinbutton', { name: /Max price/ })).toHaveAttribute('name', 'maxPrice');
    expect(screen.getByRole('spinbutton', { name: /Max price/ })).toHaveValue(5000);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/properties');
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    stubPublicApi([{ method: 'GET', path: '/api/properties', body: result([]) }]);
    renderPage('/properties?district=Nowhere', <PropertiesPage />);
    expect(await screen.findByRole('heading', { name: 'No properties match your search' })).toBeInTheDocument();
    for (const clear of screen.getAllByRole('link', { name: 'Clear filters' })) expect(clear).toHaveAttribute('href', '/properties');
  });
});

const AGENT = { name: 'Tan Wei Ming', registrationNumber: 'R765432B', phone: '+65 9876 5432' };

describe('PropertyListingPage', () => {
  it("shows the CEA details: the agent's name, registration number and phone links, the agency and its licence, and that viewings are free", async () => {
    stubPublicApi([{ method: 'GET', path: '/api/properties/listing/family-condo-bishan', body: { ...listing(), agent: AGENT } }]);
    renderPage('/properties/family-condo-bishan', <PropertyListingPage />, '/properties/:slug');

    const agent = await screen.findByRole('region', { name: 'Your Agent' });
    const details = within(agent)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(details).toEqual(['Tan Wei Ming', 'R765432B', '+65 9876 5432WhatsApp', DEFAULT_COMPANY_PROFILE.name, DEFAULT_COMPANY_PROFILE.licenceNumber]);
    expect(within(agent).getByRole('link', { name: '+65 9876 5432' })).toHaveAttribute('href', 'tel:+6598765432');
    expect(within(agent).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6598765432\?text=/));
    expect(within(agent).getByText('No fee is required to book a viewing.')).toBeInTheDocument();
  });

  it('shows the facts, features and map link, and sends an enquiry carrying the listing reference', async () => {
    const api = stubPublicApi([
      { method: 'GET', path: '/api/properties/listing/family-condo-bishan', body: { ...listing(), agent: AGENT } },
      { method: 'POST', path: '/api/contact', status: 201, body: { success: true, message: 'Thank you' } },
    ]);
    renderPage('/properties/family-condo-bishan', <PropertyListingPage />, '/properties/:slug');

    expect(await screen.findByRole('heading', { level: 1, name: 'Family Condo in Bishan' })).toBeInTheDocument();
    expect(screen.getByText('Condominium · 3 bedrooms · 2 bathrooms · 1,100 sq ft')).toBeInTheDocument();
    expect(screen.getByText('Ref. HL-1007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps/search'));
    expect(within(screen.getByRole('region', { name: 'Features' })).getByText('Pool')).toBeInTheDocument();

    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Tan Mei Ling');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'mei@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.email }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(sentBodies(api, 'POST', '/api/contact')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/contact')[0]).toMatchObject({
      propertyReference: 'HL-1007',
      marketingEmail: true,
      marketingPhone: false,
      message: 'I am interested in "Family Condo in Bishan" (HL-1007). Please contact me about a viewing.',
    });
  });

  it('says when the listing is not shown (sold, hidden or unknown)', async () => {
    stubPublicApi([
      {
        method: 'GET',
        path: '/api/properties/listing/sold-flat',
        status: 404,
        body: { statusCode: 404, error: 'Property not found', message: 'Property not found' },
      },
    ]);
    renderPage('/properties/sold-flat', <PropertyListingPage />, '/properties/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute('href', '/properties');
  });
});
