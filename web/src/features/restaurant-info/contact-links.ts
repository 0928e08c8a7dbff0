/** 'tel:' link target: digits and a leading plus only ('+41 62 212 34 56' -> 'tel:+41622123456'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A map search for the address, opened in a new tab (no map is embedded: no third-party requests). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;
}
