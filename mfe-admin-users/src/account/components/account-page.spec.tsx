import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useSessionStore } from '@app/web';
import { makeUser, sentBodies, stubApi } from '@app/web/testing';
import { renderAsUser } from '../../testing/render-page';
import { AccountPage } from './account-page';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const editor = makeUser({ id: 'u-cm', username: 'mei', email: 'mei@harbourline.sg', fullName: 'Mei Tan', role: 'content_manager' });
const PROFILE = '/api/account/profile';
const PASSWORD = '/api/account/password';

describe('AccountPage', () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it('lets a content manager change their own name and username, and shows them at once', async () => {
    const saved = { ...editor, username: 'mei.tan', fullName: 'Tan Mei Ling', updatedAt: '2025-02-01T00:00:00.000Z' };
    const api = stubApi([{ method: 'POST', path: PROFILE, body: saved }]);
    renderAsUser(<AccountPage />, editor);

    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mei@harbourline.sg');
    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'mei.tan');
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Tan Mei Ling');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Profile updated', description: 'Your name and username have been saved.' }));
    expect(sentBodies(api, 'POST', PROFILE)).toEqual([{ username: 'mei.tan', fullName: 'Tan Mei Ling' }]);
    expect(useSessionStore.getState().user).toMatchObject({ username: 'mei.tan', fullName: 'Tan Mei Ling' });
  });

  it('checks the username before sending anything', async () => {
    const api = stubApi([]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('changes the password with the current one, then empties the form', async () => {
    const api = stubApi([{ method: 'POST', path: PASSWORD, body: { success: true } }]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.type(screen.getByLabelText(/^Current Password/), 'Old-pass-2026');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Sentosa-Cove-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Sentosa-Cove-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Password changed', description: 'Your other sessions have been signed out.' }));
    expect(sentBodies(api, 'POST', PASSWORD)).toEqual([{ currentPassword: 'Old-pass-2026', newPassword: 'Sentosa-Cove-2027' }]);
    expect(screen.getByLabelText(/^Current Password/)).toHaveValue('');
  });

  it('says when the confirmation differs, and shows the server refusal of a wrong current password', async () => {
    stubApi([{ method: 'POST', path: PASSWORD, status: 400, body: { statusCode: 400, error: 'The current password is not correct', message: 'The current password is not correct' } }]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.type(screen.getByLabelText(/^Current Password/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Sentosa-Cove-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Sentosa-Cove-2028');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Sentosa-Cove-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error changing password', description: expect.stringContaining('The current password is not correct'), variant: 'destructive' }),
    );
  });
});
