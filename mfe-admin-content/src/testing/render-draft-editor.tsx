import { screen } from '@testing-library/react';
import type { ContentDraft } from '@app/contracts';
import { stubApi, type StubRoute } from '@app/web/testing';
import { renderContentApp } from './render-content-app';

const AI_STATUS: StubRoute = { method: 'GET', path: '/api/admin/ai/status', body: { providerConfigured: false, model: null } };

/** Opens the editor of a saved draft, the API answering `routes` besides the draft and the AI status; returns the API stub. */
export async function renderDraftEditor(draft: ContentDraft, routes: StubRoute[]) {
  const api = stubApi([...routes, { method: 'GET', path: `/api/admin/content-drafts/${draft.id}`, body: draft }, AI_STATUS]);
  renderContentApp(`/admin/content/edit/${draft.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Edit Content' }, { timeout: 10_000 });
  return api;
}
