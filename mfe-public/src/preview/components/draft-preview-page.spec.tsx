import { screen, within } from '@testing-library/react';
import { DRAFT_PREVIEW_PATH, type DraftPreview, PREVIEW_LINK_MESSAGES } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { renderPage, stubPendingApi, stubPublicApi } from '../../testing/render-public';
import { DraftPreviewPage } from './draft-preview-page';

const TOKEN = 'a-token_for-this-test';
const OPEN = `/api/preview/${TOKEN}`;
const draft: DraftPreview = {
  title: 'Service charges explained',
  content: '<p>What owners pay for, and why.</p>',
  author: 'Mei Ling Tan',
  featuredImage: null,
  tags: ['Condominium'],
  updatedAt: '2026-03-02T03:00:00.000Z',
  expiresAt: '2026-03-09T03:00:00.000Z',
};

beforeAll(() => setRequestLogger(() => undefined));

const renderPreview = () => renderPage(`/preview/${TOKEN}`, <DraftPreviewPage />, DRAFT_PREVIEW_PATH);
const gone = (message: string) => ({ method: 'GET' as const, path: OPEN, status: 410, body: { statusCode: 410, error: message, message } });

describe('DraftPreviewPage', () => {
  it('shows the draft as its post will look, under a banner saying it is not published and until when the link opens', async () => {
    stubPublicApi([{ method: 'GET', path: OPEN, body: draft }]);
    renderPreview();

    const article = await screen.findByRole('article', { name: draft.title });
    expect(within(article).getByText('What owners pay for, and why.')).toBeInTheDocument();
    expect(within(article).getByText('Mei Ling Tan')).toBeInTheDocument();
    expect(within(article).getByText('Condominium')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'PreviewThis draft is not published. Only people with this link can see it, until March 9, 2026.',
    );
  });

  it('shows a loading state', () => {
    stubPendingApi();
    renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent('Loading preview');
  });

  it.each([
    ['an expired link', gone(PREVIEW_LINK_MESSAGES.expired), PREVIEW_LINK_MESSAGES.expired],
    ['a withdrawn link', gone(PREVIEW_LINK_MESSAGES.revoked), PREVIEW_LINK_MESSAGES.revoked],
    [
      'a link never given',
      { method: 'GET' as const, path: OPEN, status: 404, body: { statusCode: 404, error: PREVIEW_LINK_MESSAGES.notFound } },
      PREVIEW_LINK_MESSAGES.notFound,
    ],
  ])('says why %s shows nothing, with a way home', async (_case, route, message) => {
    stubPublicApi([route]);
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
