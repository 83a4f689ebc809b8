import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_TEXT, MARKETING_CONSENT_LEGEND, MARKETING_CONSENT_TEXTS, RATE_LIMIT_MESSAGE } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';

import { holdRequests, renderAt } from '../../testing/render-public';
import { ContactForm } from './contact-form';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const CONTACT = '/api/contact';

beforeAll(() => setRequestLogger(() => undefined));

function form() {
  return screen.getByRole('form', { name: 'Send us a message' });
}

async function fillValidForm(service?: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rachel Lim');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Rachel@Example.sg');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+65 9123 4567');
  if (service) await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), service);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please manage my flat in Punggol.');
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
}

describe('ContactForm, home-section reading', () => {
  it('starts empty with consent unticked, marks required fields and shows every message on submit', async () => {
    stubApi([]);
    renderAt('/', <ContactForm reading="home" />);

    expect(screen.getByText('* Required Field')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('checkbox', { name: CONSENT_TEXT })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Select a Service');

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Please select a service',
      'Please provide more details in your message',
      'Please consent to our data collection policy to proceed',
    ]) {
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
  });

  it('offers the reading A service choices', () => {
    stubApi([]);
    renderAt('/', <ContactForm reading="home" />);

    const options = within(screen.getByRole('combobox', { name: 'Service' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a Service',
      'Property Management',
      'Co-Living Management',
      'Luxury Property Management',
      'Other',
    ]);
  });

  it("sends the enquiry, reads 'Sending...' meanwhile, then confirms and resets", async () => {
    const api = stubApi([{ method: 'POST', path: CONTACT, body: { success: true, message: 'Thanks' } }]);
    const release = holdRequests(api);
    renderAt('/', <ContactForm reading="home" />);
    await fillValidForm('co-living');

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    release();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Message sent successfully', description: "We'll get back to you as soon as possible." }));
    expect(sentBodies(api, 'POST', CONTACT)).toEqual([
      {
        name: 'Rachel Lim',
        email: 'rachel@example.sg',
        phone: '+65 9123 4567',
        service: 'co-living',
        message: 'Please manage my flat in Punggol.',
        consent: true,
        marketingEmail: false,
        marketingPhone: false,
        website: '',
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: CONSENT_TEXT })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Select a Service');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('once sent here, does not bring back the notice of a send without JavaScript the page came with', async () => {
    stubApi([{ method: 'POST', path: CONTACT, body: { success: true, message: 'Thanks' } }]);
    renderAt('/contact?sent=contact', <ContactForm reading="page" />);
    expect(within(form()).getByText('Message sent successfully')).toBeInTheDocument();
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message sent successfully' })));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    expect(within(form()).queryByText('Message sent successfully')).not.toBeInTheDocument();
  });

  it("shows the server's reason when sending fails, and keeps what was typed", async () => {
    stubApi([{ method: 'POST', path: CONTACT, status: 429, body: { statusCode: 429, error: RATE_LIMIT_MESSAGE, message: RATE_LIMIT_MESSAGE } }]);
    renderAt('/', <ContactForm reading="home" />);
    await fillValidForm('luxury');

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Error sending message', description: RATE_LIMIT_MESSAGE, variant: 'destructive' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rachel Lim');
  });

  it('hides the honeypot field from people and assistive technology', () => {
    stubApi([]);
    renderAt('/', <ContactForm reading="home" />);

    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
    const honeypot = screen.getByRole('textbox', { name: /leave this field empty/i, hidden: true });
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('name', 'website');
  });
});

describe('ContactForm, contact-page reading', () => {
  it('lets the service be left unchosen but asks for agreement to the terms', async () => {
    stubApi([]);
    renderAt('/', <ContactForm reading="page" />);

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('You must agree to our terms and conditions')).toBeInTheDocument();
    expect(screen.queryByText('Please select a service')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAttribute('aria-required', 'true');
  });

  it('offers the two marketing boxes unticked, as native checkboxes a form post sends, and sends the ones ticked', async () => {
    const api = stubApi([{ method: 'POST', path: CONTACT, body: { success: true, message: 'Thanks' } }]);
    renderAt('/', <ContactForm reading="page" />);

    const group = screen.getByRole('group', { name: MARKETING_CONSENT_LEGEND });
    const emailBox = within(group).getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.email });
    const phoneBox = within(group).getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.phone });
    for (const [box, name] of [
      [emailBox, 'marketingEmail'],
      [phoneBox, 'marketingPhone'],
    ] as const) {
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute('name', name);
      // No value attribute: ticked, a form sent without JavaScript posts "on" for it.
      expect(box).not.toHaveAttribute('value');
    }
    await fillValidForm();
    await userEvent.click(phoneBox);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(sentBodies(api, 'POST', CONTACT)).toEqual([expect.objectContaining({ consent: true, marketingEmail: false, marketingPhone: true })]),
    );
    await waitFor(() => expect(phoneBox).not.toBeChecked());
  });

  it('sends without a service and chooses one in advance when asked to', async () => {
    const api = stubApi([{ method: 'POST', path: CONTACT, body: { success: true, message: 'Thanks' } }]);
    renderAt('/', <ContactForm reading="page" initialService="tenant-placement" />);

    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Tenant Placement');
    await fillValidForm('none');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(sentBodies(api, 'POST', CONTACT)).toEqual([expect.objectContaining({ service: 'none', consent: true })]));
  });

  it('ignores an unknown service in advance', () => {
    stubApi([]);
    renderAt('/', <ContactForm reading="home" initialService="tenant-placement" />);

    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Select a Service');
  });
});
