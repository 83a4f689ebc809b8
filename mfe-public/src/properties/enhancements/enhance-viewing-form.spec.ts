import { enhanceViewingForms } from './enhance-viewing-form';

function viewingForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form data-viewing-form="/api/properties/listing/flat/viewings" method="post" action="/api/properties/listing/flat/viewings/form">
      <label><input type="radio" name="slot" value="2026-12-01T10:00:00+08:00" checked> 10:00 am</label>
      <label><input type="radio" name="slot" value="2026-12-01T10:45:00+08:00"> 10:45 am</label>
      <input name="name" value="Aisha Rahman"><input name="email" value="aisha@example.sg"><input name="phone" value="91234567">
      <textarea name="note"></textarea>
      <input type="checkbox" name="marketingEmail" checked><input type="checkbox" name="marketingPhone">
      <p role="status" data-viewing-status></p>
      <button type="submit">Book Viewing</button>
    </form>`;
  enhanceViewingForms(document);
  return document.querySelector('form') as HTMLFormElement;
}

/** A fetch answering `status` with the JSON `body` (jsdom has no Response). */
const answer = (status: number, body: object) => jest.fn(async () => ({ ok: status < 300, status, json: async () => body }));

describe('enhanceViewingForms', () => {
  it('sends the form as JSON to the booking endpoint, the consent boxes as booleans', async () => {
    const fetchStub = answer(400, { error: 'Please enter a phone number we can reach you on' });
    globalThis.fetch = fetchStub as unknown as typeof fetch;
    const form = viewingForm();
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/properties/listing/flat/viewings');
    expect(JSON.parse(String(init.body))).toEqual({
      slot: '2026-12-01T10:00:00+08:00',
      name: 'Aisha Rahman',
      email: 'aisha@example.sg',
      phone: '91234567',
      note: '',
      marketingEmail: true,
      marketingPhone: false,
    });
    expect(form.querySelector('[data-viewing-status]')?.textContent).toBe('Please enter a phone number we can reach you on');
  });

  it('on 409 says the slot was taken and leaves only the next free slots to choose', async () => {
    const nextSlots = [{ start: '2026-12-01T10:45:00+08:00', end: '2026-12-01T11:15:00+08:00' }];
    globalThis.fetch = answer(409, { error: 'Sorry, this viewing slot has just been taken.', nextSlots }) as unknown as typeof fetch;
    const form = viewingForm();
    form.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const choices = [...form.querySelectorAll<HTMLInputElement>('input[name="slot"]')];
    expect(choices.map((choice) => [choice.value, choice.disabled, choice.checked])).toEqual([
      ['2026-12-01T10:00:00+08:00', true, false],
      ['2026-12-01T10:45:00+08:00', false, true],
    ]);
    expect(document.activeElement).toBe(choices[1]);
    expect(form.querySelector('[data-viewing-status]')?.textContent).toBe('Sorry, this viewing slot has just been taken.');
    expect(form.querySelector('button')?.disabled).toBe(false);
  });
});
