import type { THelplineContact } from '@restock/domain/contracts/content';

/**
 * The address a helpline contact opens: tel: with the number's digits (and a leading +), mailto:
 * for an address, an outside page only over https. Anything else is shown, not linked.
 */
export function helplineHref(contact: Pick<THelplineContact, 'Type' | 'Value'>): string | null {
  const value = contact.Value.trim();
  if (contact.Type === 'Mobile') {
    const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    return /^\+?\d{3,15}$/.test(digits) ? `tel:${digits}` : null;
  }
  if (contact.Type === 'Email') {
    return /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/.test(value)
      ? `mailto:${encodeURIComponent(value).replace('%40', '@')}`
      : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
