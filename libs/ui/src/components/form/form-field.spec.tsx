import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

describe('FormField', () => {
  it('associates the label with the control', () => {
    renderWithUi(
      <FormField label="Email">
        <Input type="email" />
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields with a hidden asterisk and aria-required', () => {
    renderWithUi(
      <FormField label="Name" required>
        <Input />
      </FormField>,
    );

    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
  });

  it('marks the control invalid and describes it with the hint and the error', () => {
    renderWithUi(
      <FormField label="Message" hint="Tell us about your property." error="Message must be at least 10 characters">
        <Textarea />
      </FormField>,
    );

    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Tell us about your property. Message must be at least 10 characters');
    const errorId = screen.getByText('Message must be at least 10 characters').id;
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the control's own id and describedby", () => {
    renderWithUi(
      <>
        <p id="intro">Pick one</p>
        <FormField label="Enquiry type" error="Choose an enquiry type">
          <Select id="enquiry" aria-describedby="intro">
            <option value="">Select</option>
            <option value="rent">Rent</option>
          </Select>
        </FormField>
      </>,
    );

    const select = screen.getByRole('combobox', { name: 'Enquiry type' });
    expect(select).toHaveAttribute('id', 'enquiry');
    expect(select).toHaveAccessibleDescription('Pick one Choose an enquiry type');
  });
});

describe('Checkbox', () => {
  it('is labelled by its text and described by its error', () => {
    renderWithUi(<Checkbox label="I agree to be contacted" error="Please give your consent" />);

    const checkbox = screen.getByRole('checkbox', { name: 'I agree to be contacted' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please give your consent');
  });
});
