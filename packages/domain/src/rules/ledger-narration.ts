/**
 * Ledger narrations in the reader's language (docs/decisions/097):
 * an entry stores a narration code and its parameters next to the English text, and the screen
 * and the export render the code in English, Spanish or German. One dictionary for the server (the
 * stored English text, the export) and the web (the statement). Text from the
 * distributor-management service has no code and is shown as it came.
 */

export const NARRATION_LANGUAGES = ['en', 'es', 'de'] as const;
export type NarrationLanguage = (typeof NARRATION_LANGUAGES)[number];

export const NARRATION_CODES = [
  'invoice',
  'payment',
  'paymentOnAccount',
  'creditNote',
  'creditNoteNoInvoice',
  'broughtForward',
] as const;
export type NarrationCode = (typeof NARRATION_CODES)[number];

/** Parameters by name: order (an order number), invoices (numbers joined), invoice, mode. */
export type NarrationParams = Readonly<Record<string, string>>;

const TEMPLATES: Record<NarrationLanguage, Record<NarrationCode, string>> = {
  en: {
    invoice: 'Invoice for order {order}',
    payment: 'Payment for {invoices}',
    paymentOnAccount: 'Payment received on account',
    creditNote: 'Credit note for return against {invoice}',
    creditNoteNoInvoice: 'Credit note for return',
    broughtForward: 'Balance brought forward from the previous system',
  },
  es: {
    invoice: 'Factura del pedido {order}',
    payment: 'Pago de {invoices}',
    paymentOnAccount: 'Pago recibido a cuenta',
    creditNote: 'Nota de crédito por devolución de {invoice}',
    creditNoteNoInvoice: 'Nota de crédito por devolución',
    broughtForward: 'Saldo traspasado del sistema anterior',
  },
  de: {
    invoice: 'Rechnung zur Bestellung {order}',
    payment: 'Zahlung für {invoices}',
    paymentOnAccount: 'Zahlung auf Konto erhalten',
    creditNote: 'Gutschrift für Rückgabe zu {invoice}',
    creditNoteNoInvoice: 'Gutschrift für Rückgabe',
    broughtForward: 'Saldovortrag aus dem bisherigen System',
  },
};

/** Payment modes that are words; codes (UPI, NEFT, CC, NB) read the same in every language. */
const MODES: Record<NarrationLanguage, Record<string, string>> = {
  en: {},
  es: { Cash: 'Efectivo', Cheque: 'Cheque' },
  de: { Cash: 'Bar', Cheque: 'Scheck' },
};

export function isNarrationCode(code: unknown): code is NarrationCode {
  return typeof code === 'string' && (NARRATION_CODES as readonly string[]).includes(code);
}

/** The language of a tag ("es-ES", "de"), English when not one of ours. */
export function narrationLanguage(tag: string | null | undefined): NarrationLanguage {
  const base = (tag ?? '').slice(0, 2).toLowerCase();
  return (NARRATION_LANGUAGES as readonly string[]).includes(base) ? (base as NarrationLanguage) : 'en';
}

/**
 * The narration of `code` in `language`, its {name} placeholders filled from `params`; a payment's
 * mode, when given, follows in brackets ("Payment for INV1, INV2 (UPI)").
 */
export function renderNarration(
  code: NarrationCode,
  params: NarrationParams | null | undefined,
  language: NarrationLanguage = 'en',
): string {
  const p = params ?? {};
  const text = TEMPLATES[language][code].replace(/\{(\w+)\}/g, (_, name: string) => p[name] ?? '');
  const mode = p.mode ? (MODES[language][p.mode] ?? p.mode) : '';
  return mode ? `${text} (${mode})` : text;
}

/** An entry's narration for a reader: rendered from its code when it has one, else the stored text. */
export function narrationFor(
  entry: { narration: string; code?: string | null; params?: NarrationParams | null },
  language: NarrationLanguage,
): string {
  return isNarrationCode(entry.code) ? renderNarration(entry.code, entry.params, language) : entry.narration;
}
