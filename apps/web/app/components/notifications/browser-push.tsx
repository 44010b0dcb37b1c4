import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Group, Text } from '@mantine/core';
import { base64UrlBytes } from '@shahrbazar/domain/rules/push';
import { PanelCard } from '../panel/panel-page.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const WORKER = '/sw.js';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this device can do and did: no support, blocked by the person, or subscribed or not. */
async function deviceState(): Promise<State> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return currentSubscription().then(
    (subscription) => (subscription ? 'on' : 'off'),
    () => 'off',
  );
}

/**
 * Browser notifications on this device (ADR 0044): the person allows them, the browser subscribes to its push service
 * with the site's key, and the server keeps the subscription; turning them off forgets it on both sides. Drawn only
 * in the browser: whether the device can and did is known only there.
 */
export function BrowserPushCard() {
  const { t } = useTranslation();
  const api = useApi();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    void deviceState().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const registration = await navigator.serviceWorker.register(WORKER);
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const { publicKey } = await api.GET('/api/v1/push/key');
      const key = base64UrlBytes(publicKey);
      if (!key) throw new Error('The site key is not base64url');
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.slice().buffer }));
      // The DOM types every part as optional; a live subscription has them all, and the API needs them all.
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.auth || !keys.p256dh) throw new Error('The subscription lacks its endpoint or keys');
      await api.PUT('/api/v1/me/push-subscription', {
        body: { endpoint, keys: { auth: keys.auth, p256dh: keys.p256dh } },
      });
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api
          .DELETE('/api/v1/me/push-subscription', { params: { query: { endpoint: subscription.endpoint } } })
          .catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelCard>
      <h2>{t('notifications.push.title')}</h2>
      <Text mb="sm">{t('notifications.push.intro')}</Text>
      {failed && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('notifications.push.failed')}
        </Alert>
      )}
      <Group gap="sm" aria-live="polite">
        {(state === 'checking' || !hydrated) && <Text c="dimmed">{t('notifications.push.checking')}</Text>}
        {state === 'unsupported' && <Text>{t('notifications.push.unsupported')}</Text>}
        {state === 'blocked' && <Text>{t('notifications.push.blocked')}</Text>}
        {state === 'off' && (
          <Button onClick={() => void turnOn()} loading={busy}>
            {t('notifications.push.turnOn')}
          </Button>
        )}
        {state === 'on' && (
          <>
            <Text role="status">{t('notifications.push.on')}</Text>
            <Button variant="default" onClick={() => void turnOff()} loading={busy}>
              {t('notifications.push.turnOff')}
            </Button>
          </>
        )}
      </Group>
    </PanelCard>
  );
}
