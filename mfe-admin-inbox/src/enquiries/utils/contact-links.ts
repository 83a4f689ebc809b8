/** A phone number as tel: and WhatsApp want it: digits with an optional leading +. */
function dialable(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export const telLink = (phone: string) => `tel:${dialable(phone)}`;

/** wa.me takes the full international number without +; a local 8-digit Singapore number gets 65 in front. */
export function whatsAppLink(phone: string): string {
  const digits = dialable(phone).replace('+', '');
  return `https://wa.me/${digits.length === 8 ? `65${digits}` : digits}`;
}

export const mailtoLink = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;
