import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';
import { renderPage } from '../../testing/render-public';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';

const CONFIRM = '/api/newsletter/confirm';

beforeAll(() => setRequestLogger(() => undefined));

describe('ConfirmSubscriptionPage', () => {
  it('confirms only when the visitor presses the button, posting the token from the link', async () => {
    const api = stubApi([{ method: 'POST', path: CONFIRM, body: { success: true, message: NEWSLETTER_MESSAGES.confirmed } }]);
    renderPage('/newsletter/confirm?token=id.123.signature', <ConfirmSubscriptionPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your Newsletter Subscription' })).toBeInTheDocument();
    expect(sentBodies(api, 'POST', CONFIRM)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.confirmed);
    expect(sentBodies(api, 'POST', CONFIRM)).toEqual([{ token: 'id.123.signature' }]);
  });

  it('explains an expired or used link', async () => {
    const refused = { statusCode: 400, error: NEWSLETTER_MESSAGES.invalidConfirmation, message: NEWSLETTER_MESSAGES.invalidConfirmation };
    stubApi([{ method: 'POST', path: CONFIRM, status: 400, body: refused }]);
    renderPage('/newsletter/confirm?token=old', <ConfirmSubscriptionPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidConfirmation);
  });
});
