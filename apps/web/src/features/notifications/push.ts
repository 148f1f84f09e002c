/**
 * Web Push on this device (decision 109): asks the browser's permission (only when the retailer
 * taps "Turn on", never on load), subscribes the app's service worker with the deployment's VAPID
 * public key (/Appconfig/GetPublicKey) and hands the subscription to the server (/AppConfig/UpdateFCM).
 * An existing subscription is sent again on each visit of the screen, so the server keeps it, with
 * the app's language on this device: the pushes are written in it (decision 123).
 */
import { ZPushPublicKey } from '@restock/domain/contracts/notifications';
import type { NotificationLanguage } from '@restock/domain/rules/notification-text';
import { apiCall } from '../../lib/api';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether this device gets pushes now; an existing subscription is saved again on the way. */
export async function currentPushState(language: NotificationLanguage): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await saveSubscription(subscription, language);
  return 'on';
}

async function saveSubscription(
  subscription: PushSubscription,
  language: NotificationLanguage,
): Promise<void> {
  await apiCall('/AppConfig/UpdateFCM', { Subscription: subscription.toJSON(), Language: language });
}

/** Asks permission, subscribes and saves; the state it ends in. */
export async function enablePush(language: NotificationLanguage): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const { data } = await apiCall('/Appconfig/GetPublicKey', {}, { schema: ZPushPublicKey });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: data.PublicKey,
    }));
  await saveSubscription(subscription, language);
  return 'on';
}
