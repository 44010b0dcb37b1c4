import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Modal } from '@mantine/core';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { mediaSrc } from '../../lib/media.ts';
import { useLocale } from '../../lib/use-locale.ts';
import parts from './chat-parts.module.css';
import classes from './chat.module.css';

/**
 * One message of a room: its picture as a thumbnail (a button that opens it large in a dialog, so a phone keeps the
 * conversation in place), its text, the time, and under the caller's own messages «ارسال شد» / «خوانده شد».
 */
export function ChatMessageItem({ message, mine, read }: { message: ChatMessage; mine: boolean; read: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [large, setLarge] = useState(false);
  const src = message.image ? mediaSrc(message.image) : null;
  return (
    <li className={`${classes.message} ${mine ? classes.mine : ''}`} data-testid="chat-message">
      {src && (
        <>
          <button type="button" className={parts.thumbButton} onClick={() => setLarge(true)}>
            <img src={src} alt={t('chat.room.picture')} className={parts.thumb} loading="lazy" />
          </button>
          <Modal opened={large} onClose={() => setLarge(false)} title={t('chat.room.picture')} size="xl" centered>
            <img src={src} alt={t('chat.room.picture')} className={parts.large} />
          </Modal>
        </>
      )}
      {message.text && (
        <p className={classes.text} dir="auto">
          {message.text}
        </p>
      )}
      <div className={classes.meta}>
        <span>{formatJalaliDateTime(new Date(message.registerDate), locale)}</span>
        {mine && <span>{read ? t('chat.room.read') : t('chat.room.sent')}</span>}
      </div>
    </li>
  );
}
