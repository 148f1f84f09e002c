import { describe, expect, it } from 'vitest';
import {
  notificationLanguage,
  notificationText,
  notificationTitle,
  orderNotificationParams,
  schemeNotificationParams,
} from '../src/rules/notification-text.ts';
import { ORDER_STATUS_CODES } from '../src/rules/order-status.ts';

describe('notification texts (decision 123)', () => {
  it('writes an order move in each language, with the status in that language', () => {
    const p = orderNotificationParams('SO100001', 'C');
    expect(notificationText('order', p, 'en')).toBe('Order SO100001 is Cancelled');
    expect(notificationText('order', p, 'es')).toBe('Pedido SO100001: Cancelado');
    expect(notificationText('order', p, 'de')).toBe('Bestellung SO100001: Storniert');
  });

  it('has a status name in every language for every status', () => {
    for (const language of ['en', 'es', 'de'] as const)
      for (const code of ORDER_STATUS_CODES) {
        const text = notificationText('order', orderNotificationParams('X', code), language);
        expect(text).not.toMatch(/\{|\}|undefined/);
        expect(text.length).toBeGreaterThan('X'.length + 5);
      }
  });

  it('writes a new scheme and the titles', () => {
    expect(notificationText('scheme', schemeNotificationParams('Monsoon 10%'), 'de')).toBe(
      'Neue Aktion: Monsoon 10%',
    );
    expect(notificationTitle('scheme', 'es')).toBe('Nueva promoción');
    expect(notificationTitle('order')).toBe('Order update');
  });

  it('keeps the stored text of a row without parameters, and reads language tags', () => {
    expect(notificationText('order', null, 'de', 'Order SO1 is Open')).toBe('Order SO1 is Open');
    expect(notificationLanguage('es-ES')).toBe('es');
    expect(notificationLanguage('fr')).toBe('en');
  });
});
