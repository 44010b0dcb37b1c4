import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import parts from './chat-parts.module.css';

/**
 * The other user's presence under their name: «هم‌اکنون» while their last-visit text is the word for now (spec: that
 * user is online), otherwise «آخرین بازدید: ۳ دقیقه پیش».
 */
export function PeerPresence({ online, lastVisit }: { online: boolean; lastVisit: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c={online ? undefined : 'dimmed'} className={online ? parts.online : undefined} component="span">
      {online ? lastVisit : t('chat.room.lastVisit', { when: lastVisit })}
    </Text>
  );
}
