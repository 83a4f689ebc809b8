import { screen, within } from '@testing-library/react';
import { renderWithUi } from '@app/ui/testing';
import { formatDateTime } from '@app/web';
import { RequestTimeline } from '../maintenance';
import { Timeline } from './timeline';

describe('Timeline', () => {
  it('lists entries oldest first, with who, when and each note', () => {
    renderWithUi(
      <Timeline
        entries={[
          { key: 'b', at: '2026-11-24T03:00:00.000Z', title: 'Note', by: 'Mei', notes: ['Called back.\nNo answer.', null, 'E-mail sent'] },
          { key: 'a', at: '2026-11-24T01:00:00.000Z', title: 'Received' },
        ]}
      />,
    );

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`Received, ${formatDateTime('2026-11-24T01:00:00.000Z')}`);
    expect(within(first).queryByRole('paragraph')).toBeNull();
    expect(second).toHaveTextContent(`Note by Mei, ${formatDateTime('2026-11-24T03:00:00.000Z')}`);
    expect(within(second).getByText('Note').tagName).toBe('STRONG');
    expect(within(second).getByText('2026', { exact: false, selector: 'time' })).toHaveAttribute('datetime', '2026-11-24T03:00:00.000Z');
    expect(
      within(second)
        .getAllByRole('paragraph')
        .map((note) => note.textContent),
    ).toEqual(['Called back.\nNo answer.', 'E-mail sent']);
  });

  it('serves the maintenance timeline: comments and notes keep their text, other changes none', () => {
    renderWithUi(
      <RequestTimeline
        events={[
          { id: 'e1', kind: 'created', at: '2026-11-27T02:00:00.000Z', by: 'Tan Mei Ling', byTenant: true, text: null },
          { id: 'e2', kind: 'note', at: '2026-11-27T02:05:00.000Z', by: 'Sarah Lim', byTenant: false, text: 'Landlord pays above S$150' },
          { id: 'e3', kind: 'assigned', at: '2026-11-27T02:06:00.000Z', by: 'Sarah Lim', byTenant: false, text: 'Raj' },
        ]}
      />,
    );

    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Request filed', 'Staff-only note', 'Assigned to Raj']);
    const [, note, assigned] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(note).getByRole('paragraph')).toHaveTextContent('Landlord pays above S$150');
    expect(within(assigned).queryByRole('paragraph')).toBeNull();
  });
});
