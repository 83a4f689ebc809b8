import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@app/ui/testing';
import { dismissToast, toast } from './toast.store';
import { type ToastHandle } from './toast.types';
import { Toaster } from './toaster';

function notifications() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}

describe('Toaster', () => {
  beforeAll(() => {
    // jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointerup.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  afterEach(() => {
    act(() => dismissToast());
  });

  it('shows the title and description of a toast() call', () => {
    renderWithUi(<Toaster />);

    act(() => {
      toast({ title: 'Message sent', description: 'We will reply within 24 hours.' });
    });

    const item = notifications().getByRole('listitem');
    expect(item).toHaveTextContent('Message sent');
    expect(item).toHaveTextContent('We will reply within 24 hours.');
  });

  it('shows only one toast at a time', () => {
    renderWithUi(<Toaster />);

    act(() => {
      toast({ title: 'First notice' });
      toast({ title: 'Second notice', variant: 'destructive' });
    });

    const items = notifications().getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Second notice');
  });

  it('dismisses a toast with its close button', async () => {
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });

    await userEvent.click(notifications().getByRole('button', { name: 'Close notification' }));

    expect(notifications().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('reflects updates made through the handle', () => {
    renderWithUi(<Toaster />);
    let handle: ToastHandle | undefined;
    act(() => {
      handle = toast({ title: 'Uploading' });
    });

    act(() => handle?.update({ title: 'Uploaded' }));

    expect(notifications().getByRole('listitem')).toHaveTextContent('Uploaded');
  });
});
