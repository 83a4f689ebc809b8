import { act, screen } from '@testing-library/react';
import { renderWithUi } from '@app/ui/testing';
import { dismissToast, toast } from './toast.store';
import { ToasterOnDemand } from './toaster-on-demand';

describe('ToasterOnDemand', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it('renders nothing until a notice comes, then the toaster with it', async () => {
    const { container } = renderWithUi(<ToasterOnDemand />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    act(() => {
      toast({ title: 'Subscribed to newsletter', description: 'Thank you for subscribing to our newsletter!' });
    });

    expect(await screen.findByText('Subscribed to newsletter')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
