import { CHECKED_CHECKBOX, viewingSlotLabel } from '@app/contracts';
import { VIEWING_FORM_PARTS } from './viewing-form-parts';

type Slot = { start: string; end: string };
type Answer = { confirmationUrl?: string; error?: string; issues?: Array<{ message: string }>; nextSlots?: Slot[] };

const BOOLEAN_FIELDS = ['marketingEmail', 'marketingPhone'];

/**
 * Sends the listing page's booking form as JSON, without React: on success the browser goes to the confirmation page
 * (as the form post's 303 would); a refusal is said in the form's live region, a taken slot leaves the choice with
 * the next free ones. Without it the form posts itself and the API answers with pages.
 */
export function enhanceViewingForms(document: Document): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${VIEWING_FORM_PARTS.form}]`)) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(form);
    });
  }
}

async function submit(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>(`[${VIEWING_FORM_PARTS.status}]`);
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.getAttribute(VIEWING_FORM_PARTS.form) ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(bodyOf(form)),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (response.ok && answer.confirmationUrl) {
      window.location.assign(answer.confirmationUrl);
      return;
    }
    if (response.status === 409) offerOnly(form, answer.nextSlots ?? []);
    say(status, [answer.error ?? 'Your booking could not be sent. Please try again.', ...(answer.issues ?? []).map((issue) => issue.message)]);
  } catch {
    say(status, ['Your booking could not be sent. Please check your connection and try again.']);
  } finally {
    if (button) button.disabled = false;
  }
}

function bodyOf(form: HTMLFormElement): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = Object.fromEntries(BOOLEAN_FIELDS.map((name) => [name, false]));
  for (const [name, value] of new FormData(form)) body[name] = BOOLEAN_FIELDS.includes(name) ? value === CHECKED_CHECKBOX : String(value);
  return body;
}

/** The slot choice keeps only the next free slots the API offered, the first chosen. */
function offerOnly(form: HTMLFormElement, slots: Slot[]): void {
  const select = form.querySelector<HTMLSelectElement>('select[name="slot"]');
  if (!select) return;
  select.replaceChildren(...slots.map((slot) => new Option(viewingSlotLabel(slot), slot.start)));
  select.focus();
}

function say(status: HTMLElement | null, messages: string[]): void {
  if (status) status.textContent = [...new Set(messages)].join(' ');
}
