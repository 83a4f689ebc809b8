import { CHECKED_CHECKBOX } from '@app/contracts';
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

/**
 * Of the slot choices (radio inputs), only the next free slots the API offered stay enabled, the first of them chosen
 * and focused; the others, taken meanwhile or not offered, are disabled.
 */
function offerOnly(form: HTMLFormElement, slots: Slot[]): void {
  const offered = new Set(slots.map((slot) => Date.parse(slot.start)));
  const choices = [...form.querySelectorAll<HTMLInputElement>('input[name="slot"]')];
  for (const choice of choices) choice.disabled = !offered.has(Date.parse(choice.value));
  const first = choices.find((choice) => !choice.disabled);
  if (!first) return;
  first.checked = true;
  first.focus();
}

function say(status: HTMLElement | null, messages: string[]): void {
  if (status) status.textContent = [...new Set(messages)].join(' ');
}
