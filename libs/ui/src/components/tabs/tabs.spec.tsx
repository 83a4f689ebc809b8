import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui';
import { TabbedPanels, Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  beforeEach(() => {
    renderWithUi(
      <Tabs defaultValue="drafts">
        <TabsList aria-label="Content">
          <TabsTrigger value="drafts">Drafts</TabsTrigger>
          <TabsTrigger value="published">Published</TabsTrigger>
          <TabsTrigger value="scheduled">Scheduled</TabsTrigger>
        </TabsList>
        <TabsContent value="drafts">Draft list</TabsContent>
        <TabsContent value="published">Published list</TabsContent>
        <TabsContent value="scheduled">Scheduled list</TabsContent>
      </Tabs>,
    );
  });

  it('shows the panel of the selected tab', () => {
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Drafts' })).toHaveTextContent('Draft list');
  });

  it('moves between tabs with the arrow keys', async () => {
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Published' })).toHaveTextContent('Published list');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Scheduled' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Scheduled' })).toHaveTextContent('Scheduled list');
  });
});

describe('TabbedPanels', () => {
  it('renders a tab for each entry and the panels of those that have one', async () => {
    const chosen: string[] = [];
    renderWithUi(
      <TabbedPanels
        defaultValue="drafts"
        onValueChange={(value) => chosen.push(value)}
        label="Content"
        tabs={[
          { value: 'drafts', label: 'Drafts', panel: 'Draft list' },
          { value: 'media', label: 'Media' },
        ]}
      />,
    );

    expect(screen.getByRole('tablist', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Drafts' })).toHaveTextContent('Draft list');

    await userEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(chosen).toEqual(['media']);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });
});
