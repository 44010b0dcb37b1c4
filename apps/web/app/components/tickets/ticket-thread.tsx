import { useTranslation } from '../../lib/use-translation.tsx';
import { mediaSrc } from '../../lib/media.ts';
import type { TicketMessageView } from './ticket-view.server.ts';
import classes from './ticket-thread.module.css';

/** A ticket's messages, oldest first: the owner's at the start side, support's at the end side. */
export function TicketThread({ messages }: { messages: TicketMessageView[] }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.thread} aria-label={t('tickets.thread.label')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={`${classes.message} ${message.fromSupport ? classes.support : ''}`}
          data-testid="ticket-message"
        >
          <div className={classes.meta}>
            <span className={classes.sender}>
              {message.fromSupport ? t('tickets.thread.support') : message.senderName || t('tickets.thread.owner')}
            </span>
            <span>{message.registered}</span>
          </div>
          <p className={classes.text} dir="auto">
            {message.description}
          </p>
          {message.files.length > 0 && (
            <div className={classes.files}>
              {message.files.map((file) => (
                <a key={file.id} href={mediaSrc(file.path)} target="_blank" rel="noreferrer">
                  <img src={mediaSrc(file.path)} alt={t('tickets.thread.attachment')} loading="lazy" />
                </a>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
