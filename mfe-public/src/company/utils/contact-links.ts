import type { CompanyProfile } from '@app/contracts';

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function emailHref(email: string): string {
  return `mailto:${email}`;
}

export function whatsappHref(whatsappNumber: string, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${whatsappNumber}${text}`;
}

export function fullAddress({ address }: CompanyProfile): string {
  return [address.street, address.postalCode].join(', ');
}

export const WHATSAPP_GREETING = 'Hello Harbourline, I have a question about your property services.';
