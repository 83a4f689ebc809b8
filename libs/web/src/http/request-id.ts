export const REQUEST_ID_HEADER = 'X-Request-Id';

function fallbackUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16)).map((byte, index) => {
    if (index === 6) return (byte & 0x0f) | 0x40;
    if (index === 8) return (byte & 0x3f) | 0x80;
    return byte;
  });
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A v4 UUID (request ids, creation keys); `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost). */
export function newUuid(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid();
}
