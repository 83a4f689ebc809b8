import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { theme } from '../../theme/theme';
import { DetailSection, TitledDetailSection } from './detail-section';

describe('DetailSection', () => {
  it('is a region named by its heading, stacking its content a theme step apart', () => {
    renderWithUi(
      <DetailSection aria-labelledby="handling">
        <h2 id="handling">Handling</h2>
        <p>Assigned to Mei</p>
      </DetailSection>,
    );

    const section = screen.getByRole('region', { name: 'Handling' });
    expect(section).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: theme.spacing[3] });
    expect(screen.getByRole('heading', { name: 'Handling' })).toHaveStyle({ margin: '0px', fontSize: theme.typography.fontSize.lg });
  });

  it('as TitledDetailSection, renders the same region with its h2 title as its name', () => {
    renderWithUi(
      <TitledDetailSection id="handling" title="Handling">
        <p>Assigned to Mei</p>
      </TitledDetailSection>,
    );

    const section = screen.getByRole('region', { name: 'Handling' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Handling' }));
    expect(section).toHaveTextContent('Assigned to Mei');
  });
});
