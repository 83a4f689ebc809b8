import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_CONSENT_LEGEND, MARKETING_CONSENT_TEXTS } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';
import { holdRequests, renderAt } from '../../testing/render-public';
import { NewsletterForm } from './newsletter-form';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const SUBSCRIBE = '/api/newsletter/subscribe';
const SUBSCRIBED = { success: true, message: 'Thank you for subscribing to our newsletter.', confirmationPending: false };

beforeAll(() => setRequestLogger(() => undefined));

async function subscribe(email: string) {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('asks for a valid address before sending anything', async () => {
    const api = stubApi([]);
    renderAt('/', <NewsletterForm variant="footer" />);

    await subscribe('not-an-address');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', SUBSCRIBE)).toEqual([]);
  });

  it('is a required email field on the blog page', () => {
    stubApi([]);
    renderAt('/', <NewsletterForm variant="blog" />);

    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it.each([
    ['blog', { title: 'Successfully subscribed!', description: 'Thank you for subscribing to our newsletter.' }],
    ['footer', { title: 'Subscribed to newsletter', description: 'Thank you for subscribing to our newsletter!' }],
  ] as const)('subscribes from the %s form with its notice and resets', async (variant, notice) => {
    const api = stubApi([{ method: 'POST', path: SUBSCRIBE, body: SUBSCRIBED }]);
    const release = holdRequests(api);
    renderAt('/', <NewsletterForm variant={variant} />);

    await subscribe('Owner@Example.sg');
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();

    await waitFor(() => expect(toast).toHaveBeenCalledWith(notice));
    expect(sentBodies(api, 'POST', SUBSCRIBE)).toEqual([{ email: 'owner@example.sg', website: '', marketingEmail: false, marketingPhone: false }]);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.queryByText(/Please check your inbox/)).not.toBeInTheDocument();
  });

  it('offers the two marketing boxes unticked, sends those ticked, and unticks them once subscribed', async () => {
    const api = stubApi([{ method: 'POST', path: SUBSCRIBE, body: SUBSCRIBED }]);
    renderAt('/', <NewsletterForm variant="blog" />);

    const group = screen.getByRole('group', { name: MARKETING_CONSENT_LEGEND });
    const emailBox = within(group).getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.email });
    expect(emailBox).not.toBeChecked();
    expect(emailBox).toHaveAttribute('name', 'marketingEmail');
    expect(within(group).getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.phone })).not.toBeChecked();
    await userEvent.click(emailBox);
    await subscribe('owner@example.sg');

    await waitFor(() =>
      expect(sentBodies(api, 'POST', SUBSCRIBE)).toEqual([{ email: 'owner@example.sg', website: '', marketingEmail: true, marketingPhone: false }]),
    );
    await waitFor(() => expect(emailBox).not.toBeChecked());
  });

  it('tells the visitor to confirm by e-mail when the site runs double opt-in', async () => {
    stubApi([{ method: 'POST', path: SUBSCRIBE, body: { ...SUBSCRIBED, confirmationPending: true } }]);
    renderAt('/', <NewsletterForm variant="footer" />);

    await subscribe('owner@example.sg');

    expect(await screen.findByText(/^Please check your inbox: your subscription starts once you open the confirmation link/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it.each([
    ['blog', { title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' }],
    ['footer', { title: 'Subscription failed', description: 'Failed to subscribe to newsletter. Please try again.', variant: 'destructive' }],
  ] as const)('tells the %s form when subscribing fails', async (variant, notice) => {
    stubApi([{ method: 'POST', path: SUBSCRIBE, status: 503, body: { statusCode: 503, error: 'Down', message: 'Down' } }]);
    renderAt('/', <NewsletterForm variant={variant} />);

    await subscribe('owner@example.sg');

    await waitFor(() => expect(toast).toHaveBeenCalledWith(notice));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('owner@example.sg');
  });
});
