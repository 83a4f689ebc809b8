import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CEA_MESSAGES, TWO_FACTOR_MESSAGES } from '@app/contracts';
import { toast, useSessionStore } from '@app/web';
import { makeUser, sentBodies, stubApi, type StubRoute } from '@app/web/testing';
import { renderAsUser } from '../../testing/render-page';
import { AccountPage } from './account-page';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const editor = makeUser({ id: 'u-cm', username: 'mei', email: 'mei@harbourline.sg', fullName: 'Mei Tan', role: 'content_manager' });
const PROFILE = '/api/account/profile';
const PASSWORD = '/api/account/password';
const SESSIONS = '/api/account/sessions';
const TWO_FACTOR = '/api/account/two-factor';

const thisBrowser = {
  id: 's-1',
  browser: 'Chrome on Windows',
  clientAddress: '203.0.113.7',
  signedInAt: '2026-03-05T06:10:00.000Z',
  lastSeenAt: '2026-03-05T07:00:00.000Z',
  current: true,
};
const phone = {
  id: 's-2',
  browser: 'Safari on iPhone',
  clientAddress: '198.51.100.4',
  signedInAt: '2026-03-01T01:00:00.000Z',
  lastSeenAt: '2026-03-04T12:00:00.000Z',
  current: false,
};

const OFF = { enabled: false, requiredForRole: false };
const ON = { enabled: true, requiredForRole: false };

/** The recovery codes the page shows once, in order. */
async function shownRecoveryCodes() {
  const list = await screen.findByRole('region', { name: 'Recovery codes' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The page's calls: `routes` first, then the session list (this browser and a phone) and two-factor sign-in (off). */
function stubAccountApi(routes: StubRoute[]) {
  return stubApi([...routes, { method: 'GET', path: SESSIONS, body: [thisBrowser, phone] }, { method: 'GET', path: TWO_FACTOR, body: OFF }]);
}

describe('AccountPage', () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it('lets a content manager change their own name and username, and shows them at once', async () => {
    const saved = { ...editor, username: 'mei.tan', fullName: 'Tan Mei Ling', updatedAt: '2025-02-01T00:00:00.000Z' };
    const api = stubAccountApi([{ method: 'POST', path: PROFILE, body: saved }]);
    renderAsUser(<AccountPage />, editor);

    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mei@harbourline.sg');
    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'mei.tan');
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Tan Mei Ling');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Profile updated', description: 'Your name and username have been saved.' }));
    expect(sentBodies(api, 'POST', PROFILE)).toEqual([{ username: 'mei.tan', fullName: 'Tan Mei Ling', ceaRegistrationNumber: null, phone: null }]);
    expect(useSessionStore.getState().user).toMatchObject({ username: 'mei.tan', fullName: 'Tan Mei Ling' });
  });

  it('sets their own CEA registration number and phone, as the contract writes them, and refuses a bad format before sending', async () => {
    const saved = { ...editor, ceaRegistrationNumber: 'R123456A', phone: '+65 9123 4567' };
    const api = stubAccountApi([{ method: 'POST', path: PROFILE, body: saved }]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.type(screen.getByLabelText('CEA Registration Number'), 'R12345');
    await userEvent.type(screen.getByLabelText('Phone'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(CEA_MESSAGES.registrationNumber)).toBeInTheDocument();
    expect(screen.getByText(CEA_MESSAGES.phone)).toBeInTheDocument();
    expect(sentBodies(api, 'POST', PROFILE)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('CEA Registration Number'));
    await userEvent.type(screen.getByLabelText('CEA Registration Number'), 'r123456a');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', PROFILE)).toEqual([{ username: 'mei', fullName: 'Mei Tan', ceaRegistrationNumber: 'R123456A', phone: '+65 9123 4567' }]),
    );
  });

  it('checks the username before sending anything', async () => {
    const api = stubAccountApi([]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', PROFILE)).toEqual([]);
  });

  it('changes the password with the current one, then empties the form', async () => {
    const api = stubAccountApi([{ method: 'POST', path: PASSWORD, body: { success: true } }]);
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
    stubAccountApi([
      {
        method: 'POST',
        path: PASSWORD,
        status: 400,
        body: { statusCode: 400, error: 'The current password is not correct', message: 'The current password is not correct' },
      },
    ]);
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
      expect(toast).toHaveBeenCalledWith({
        title: 'Error changing password',
        description: expect.stringContaining('The current password is not correct'),
        variant: 'destructive',
      }),
    );
  });

  it('lists the signed-in sessions and signs another one out', async () => {
    const api = stubApi([
      { method: 'GET', path: SESSIONS, body: [thisBrowser, phone], once: true },
      { method: 'DELETE', path: `${SESSIONS}/s-2`, body: { success: true, signedOut: 1 } },
      { method: 'GET', path: SESSIONS, body: [thisBrowser] },
    ]);
    renderAsUser(<AccountPage />, editor);

    const table = await screen.findByRole('table', { name: 'Signed-in sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Browser', 'Address', 'Signed in', 'Last seen', 'Actions']);
    const current = within(table).getByRole('cell', { name: 'Chrome on Windows' }).closest('tr') as HTMLElement;
    expect(within(current).getByText('This browser')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /^Sign out Safari on iPhone/ }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Session signed out', description: 'Safari on iPhone is no longer signed in.' }));
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
    expect(api.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign Out All Other Sessions' })).toBeDisabled();
  });

  it('signs every other session out', async () => {
    stubApi([
      { method: 'GET', path: SESSIONS, body: [thisBrowser, phone], once: true },
      { method: 'POST', path: `${SESSIONS}/sign-out-others`, body: { success: true, signedOut: 1 } },
      { method: 'GET', path: SESSIONS, body: [thisBrowser] },
    ]);
    renderAsUser(<AccountPage />, editor);

    await screen.findByRole('cell', { name: 'Safari on iPhone' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out All Other Sessions' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Other sessions signed out', description: '1 session was signed out.' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
  });

  it('says when the sessions cannot be loaded, with Try Again', async () => {
    stubApi([
      { method: 'GET', path: SESSIONS, status: 503, body: { statusCode: 503, error: 'The database is not answering right now.', message: 'x' } },
      { method: 'GET', path: TWO_FACTOR, body: ON },
    ]);
    renderAsUser(<AccountPage />, editor);

    expect(await screen.findByRole('heading', { name: /^Error loading sessions: The database is not answering right now\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('sets up two-factor sign-in with the QR code and key, confirmed by a code, and shows the recovery codes once', async () => {
    const recoveryCodes = ['ABCDE-FGHJK', 'LMNPQ-RSTUV'];
    const api = stubAccountApi([
      {
        method: 'POST',
        path: `${TWO_FACTOR}/setup`,
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: 'data:image/png;base64,AAAA' },
      },
      { method: 'POST', path: `${TWO_FACTOR}/enable`, body: { recoveryCodes } },
    ]);
    renderAsUser(<AccountPage />, editor);

    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect(await screen.findByRole('img', { name: 'QR code of your two-factor key' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByLabelText('Key')).toHaveValue('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));

    expect(await shownRecoveryCodes()).toEqual(recoveryCodes);
    expect(sentBodies(api, 'POST', `${TWO_FACTOR}/enable`)).toEqual([{ code: '654321' }]);
  });

  describe('once two-factor sign-in is on', () => {
    it('makes new recovery codes with a current code and shows them once', async () => {
      const recoveryCodes = ['ZXCVB-NMASD', 'FGHJK-LQWER'];
      const api = stubAccountApi([
        { method: 'GET', path: TWO_FACTOR, body: ON },
        { method: 'POST', path: `${TWO_FACTOR}/recovery-codes`, body: { recoveryCodes } },
      ]);
      renderAsUser(<AccountPage />, editor);
      const form = await screen.findByRole('form', { name: 'New recovery codes' });

      await userEvent.type(within(form).getByLabelText(/^Code from the app/), '123 456');
      await userEvent.click(within(form).getByRole('button', { name: 'Make New Recovery Codes' }));

      expect(await shownRecoveryCodes()).toEqual(recoveryCodes);
      expect(sentBodies(api, 'POST', `${TWO_FACTOR}/recovery-codes`)).toEqual([{ code: '123456' }]);
      expect(toast).toHaveBeenCalledWith({ title: 'New recovery codes made', description: 'The old ones no longer work.' });
    });

    it('turns it off with the password and a current code, then offers the set-up again', async () => {
      const api = stubAccountApi([
        { method: 'GET', path: TWO_FACTOR, body: ON, once: true },
        { method: 'POST', path: `${TWO_FACTOR}/disable`, body: { success: true } },
      ]);
      renderAsUser(<AccountPage />, editor);
      const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });

      await userEvent.click(within(form).getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));
      expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
      expect(sentBodies(api, 'POST', `${TWO_FACTOR}/disable`)).toEqual([]);
      await userEvent.type(within(form).getByLabelText(/^Current Password/), 'Joo-Chiat-Road-2026');
      await userEvent.type(within(form).getByLabelText(/^Code from the app/), '654321');
      await userEvent.click(within(form).getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));

      expect(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' })).toBeInTheDocument();
      expect(sentBodies(api, 'POST', `${TWO_FACTOR}/disable`)).toEqual([{ currentPassword: 'Joo-Chiat-Road-2026', code: '654321' }]);
    });

    it('does not offer to turn it off when the role requires it', async () => {
      stubAccountApi([{ method: 'GET', path: TWO_FACTOR, body: { enabled: true, requiredForRole: true } }]);
      renderAsUser(<AccountPage />, editor);

      expect(await screen.findByText(TWO_FACTOR_MESSAGES.requiredForRole)).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'New recovery codes' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
    });

    it('shows why the server refused to turn it off', async () => {
      stubAccountApi([
        { method: 'GET', path: TWO_FACTOR, body: ON },
        { method: 'POST', path: `${TWO_FACTOR}/disable`, status: 400, body: { statusCode: 400, error: TWO_FACTOR_MESSAGES.invalidCode, message: 'x' } },
      ]);
      renderAsUser(<AccountPage />, editor);
      const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });

      await userEvent.type(within(form).getByLabelText(/^Current Password/), 'Joo-Chiat-Road-2026');
      await userEvent.type(within(form).getByLabelText(/^Code from the app/), '000000');
      await userEvent.click(within(form).getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));

      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({
          title: 'Error turning off two-factor sign-in',
          description: TWO_FACTOR_MESSAGES.invalidCode,
          variant: 'destructive',
        }),
      );
    });
  });
});
