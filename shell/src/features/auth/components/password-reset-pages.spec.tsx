import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PASSWORD_RESET_MESSAGES } from '@app/contracts';
import { apiProblem, renderWithProviders, sentBodies, stubApi } from '@app/web/testing';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const FORGOT = '/api/auth/forgot-password';
const RESET = '/api/auth/reset-password';

const renderAt = (path: string) =>
  renderWithProviders(
    path,
    <Routes>
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
  );

describe('ForgotPasswordPage', () => {
  it('sends the address and shows the same answer whatever it is', async () => {
    const api = stubApi([{ method: 'POST', path: FORGOT, status: 202, body: { success: true, message: PASSWORD_RESET_MESSAGES.requested } }]);
    renderAt('/auth/forgot-password');

    await userEvent.type(screen.getByLabelText(/^Email/), 'Mei@Harbourline.sg');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.requested);
    expect(sentBodies(api, 'POST', FORGOT)).toEqual([{ email: 'mei@harbourline.sg' }]);
  });
});

describe('ResetPasswordPage', () => {
  it("sends the link's token with the new password and says what comes next", async () => {
    const api = stubApi([{ method: 'POST', path: RESET, body: { success: true } }]);
    renderAt('/auth/reset-password?token=tok-123');

    await userEvent.type(screen.getByLabelText(/^New Password/), 'Kallang-River-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Kallang-River-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sentBodies(api, 'POST', RESET)).toEqual([{ token: 'tok-123', newPassword: 'Kallang-River-2027' }]);
  });

  it('shows why a used or expired link is refused', async () => {
    stubApi([{ method: 'POST', path: RESET, ...apiProblem(400, PASSWORD_RESET_MESSAGES.invalidLink) }]);
    renderAt('/auth/reset-password?token=used');

    await userEvent.type(screen.getByLabelText(/^New Password/), 'Kallang-River-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Kallang-River-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
  });
});
