/**
 * Notification texts in the reader's language (docs/decisions/123): a notification stores its
 * kind and parameters (an order's number and status, a scheme's name) next to the English text,
 * and the list (the language the app asks in) and each push (the language of the device that
 * subscribed) render them in English, Spanish or German. One dictionary for every reader; a row
 * without parameters (written before they were kept) shows its stored text.
 */
import { ORDER_STATUS, type OrderStatus } from '../codes.ts';
import { type NarrationLanguage, narrationLanguage } from './ledger-narration.ts';
import { isOrderStatus } from './order-status.ts';

export type NotificationLanguage = NarrationLanguage;
/** The language of a tag ("es-ES", "de"), English when not one of ours. */
export const notificationLanguage = narrationLanguage;

export type NotificationKind = 'order' | 'scheme';

/** order: orderNo and status (a code of ORDER_STATUS); scheme: scheme (its name). */
export type NotificationParams = Readonly<Record<string, string>>;

const STATUS: Record<NotificationLanguage, Record<OrderStatus, string>> = {
  en: ORDER_STATUS,
  es: {
    I: 'Abierto',
    B: 'Confirmado',
    N: 'No facturado',
    A: 'Asignado',
    S: 'Facturado',
    C: 'Cancelado',
    P: 'Completado en parte',
    H: 'En espera',
  },
  de: {
    I: 'Offen',
    B: 'Bestätigt',
    N: 'Nicht fakturiert',
    A: 'Zugeteilt',
    S: 'Fakturiert',
    C: 'Storniert',
    P: 'Teilweise erledigt',
    H: 'Angehalten',
  },
};

const TEXTS: Record<NotificationLanguage, Record<NotificationKind, { title: string; body: string }>> = {
  en: {
    order: { title: 'Order update', body: 'Order {orderNo} is {status}' },
    scheme: { title: 'New scheme', body: 'New scheme: {scheme}' },
  },
  es: {
    order: { title: 'Novedad del pedido', body: 'Pedido {orderNo}: {status}' },
    scheme: { title: 'Nueva promoción', body: 'Nueva promoción: {scheme}' },
  },
  de: {
    order: { title: 'Bestellneuigkeit', body: 'Bestellung {orderNo}: {status}' },
    scheme: { title: 'Neue Aktion', body: 'Neue Aktion: {scheme}' },
  },
};

export function orderNotificationParams(orderNo: string, status: OrderStatus): NotificationParams {
  return { orderNo, status };
}

export function schemeNotificationParams(scheme: string): NotificationParams {
  return { scheme };
}

/** The title of a notification of `kind` (a push's heading). */
export function notificationTitle(kind: NotificationKind, language: NotificationLanguage = 'en'): string {
  return TEXTS[language][kind].title;
}

/**
 * The text of a notification of `kind` from its parameters in `language`; `stored` (the English
 * text kept with the row) when it has none.
 */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams | null | undefined,
  language: NotificationLanguage = 'en',
  stored = '',
): string {
  if (!params) return stored;
  const values: Record<string, string> = { ...params };
  if (kind === 'order' && isOrderStatus(params.status)) values.status = STATUS[language][params.status];
  return TEXTS[language][kind].body.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
