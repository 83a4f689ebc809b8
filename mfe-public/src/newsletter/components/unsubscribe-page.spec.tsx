import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';
import { renderPage } from '../../testing/render-public';
import { UnsubscribePage } from './unsubscribe-page';

const UNSUBSCRIBE = '/api/newsletter/unsubscribe';

beforeAll(() => setRequestLogger(() => undefined));

describe('UnsubscribePage', () => {
  it('posts the token from the link once the visitor confirms', async () => {
    const api = stubApi([{ method: 'POST', path: UNSUBSCRIBE, body: { success: true, message: NEWSLETTER_MESSAGES.unsubscribed } }]);
    renderPage('/newsletter/unsubscribe?token=signed.token', <UnsubscribePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the Newsletter' })).toBeInTheDocument();
    expect(sentBodies(api, 'POST', UNSUBSCRIBE)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.unsubscribed);
    expect(sentBodies(api, 'POST', UNSUBSCRIBE)).toEqual([{ token: 'signed.token' }]);
    expect(screen.queryByRole('button', { name: 'Confirm Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the token is refused", async () => {
    stubApi([
      {
        method: 'POST',
        path: UNSUBSCRIBE,
        status: 400,
        body: { statusCode: 400, error: NEWSLETTER_MESSAGES.invalidToken, message: NEWSLETTER_MESSAGES.invalidToken },
      },
    ]);
    renderPage('/newsletter/unsubscribe?token=forged', <UnsubscribePage />);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidToken);
  });

  it('explains a link without a token and offers no button', () => {
    stubApi([]);
    renderPage('/newsletter/unsubscribe', <UnsubscribePage />);

    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
