import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';
import { renderPage } from '../../testing/render-public';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';
import { UnsubscribePage } from './unsubscribe-page';

const CONFIRM = '/api/newsletter/confirm';
const UNSUBSCRIBE = '/api/newsletter/unsubscribe';

beforeAll(() => setRequestLogger(() => undefined));

function refusal(message: string) {
  return { statusCode: 400, error: message, message };
}

describe.each([
  {
    name: 'ConfirmSubscriptionPage',
    page: <ConfirmSubscriptionPage />,
    address: '/newsletter/confirm',
    endpoint: CONFIRM,
    title: 'Confirm your Newsletter Subscription',
    action: 'Confirm Subscription',
    done: NEWSLETTER_MESSAGES.confirmed,
    refused: NEWSLETTER_MESSAGES.invalidConfirmation,
  },
  {
    name: 'UnsubscribePage',
    page: <UnsubscribePage />,
    address: '/newsletter/unsubscribe',
    endpoint: UNSUBSCRIBE,
    title: 'Unsubscribe from the Newsletter',
    action: 'Confirm Unsubscribe',
    done: NEWSLETTER_MESSAGES.unsubscribed,
    refused: NEWSLETTER_MESSAGES.invalidToken,
  },
])('$name', ({ page, address, endpoint, title, action, done, refused }) => {
  it('posts the token from the link only when the visitor presses the button', async () => {
    const api = stubApi([{ method: 'POST', path: endpoint, body: { success: true, message: done } }]);
    renderPage(`${address}?token=signed.token`, page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(sentBodies(api, 'POST', endpoint)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(sentBodies(api, 'POST', endpoint)).toEqual([{ token: 'signed.token' }]);
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the token is refused (expired, used or forged)", async () => {
    stubApi([{ method: 'POST', path: endpoint, status: 400, body: refusal(refused) }]);
    renderPage(`${address}?token=old`, page);

    await userEvent.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });
});

describe('UnsubscribePage', () => {
  it('explains a link without a token and offers no button', () => {
    stubApi([]);
    renderPage('/newsletter/unsubscribe', <UnsubscribePage />);

    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
