import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Modal, Text } from '@mantine/core';
import type { ChatReportRow } from './chat-report-view.server.ts';
import parts from './chat-parts.module.css';
import classes from './chat.module.css';

/**
 * A report opened in the back office: the reason, the conversation's messages up to the report (the reported user's
 * marked), and the decision: resolved, dismissed, or resolved with the reported account blocked, which asks again
 * first. `canDecide` is the chatReports.edit policy; without it the dialog only reads.
 */
export function ChatReportReview({ row, canDecide }: { row: ChatReportRow; canDecide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const decide = (intent: string, label: string, color: string) => (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="xs" color={color} variant={intent === 'block' ? 'filled' : 'light'}>
        {label}
      </Button>
    </Form>
  );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('chat.reports.openNamed', { n: row.code })}
      >
        {t('chat.reports.open')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('chat.reports.dialog', { name: row.reported })}
        size="lg"
      >
        <Text fw={600}>{t('chat.reports.reason')}</Text>
        <Text dir="auto" mb="sm">
          {row.reason}
        </Text>
        <Text fw={600}>{t('chat.reports.context')}</Text>
        {row.context.length === 0 ? (
          <Text c="dimmed">{t('chat.reports.noContext')}</Text>
        ) : (
          <ol className={classes.messages} aria-label={t('chat.reports.context')}>
            {row.context.map((message) => (
              <li key={message.seq} className={`${classes.message} ${message.fromReported ? '' : classes.mine}`}>
                <Text size="xs" fw={600}>
                  {message.sender}
                </Text>
                {message.image && <img src={message.image} alt={t('chat.room.picture')} className={parts.thumb} />}
                {message.text && (
                  <p className={classes.text} dir="auto">
                    {message.text}
                  </p>
                )}
                <div className={classes.meta}>{message.time}</div>
              </li>
            ))}
          </ol>
        )}
        {canDecide && (
          <div className={parts.actions}>
            {row.open && decide('resolve', t('chat.reports.resolve'), 'teal')}
            {row.open && decide('dismiss', t('chat.reports.dismiss'), 'gray')}
            {!row.open && decide('reopen', t('chat.reports.reopen'), 'gray')}
            {row.reportedActive && !confirming && (
              <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('chat.reports.block')}
              </Button>
            )}
          </div>
        )}
        {canDecide && confirming && row.reportedActive && (
          <div className={parts.actions} role="alert">
            <Text size="sm">{t('chat.reports.confirmBlock', { name: row.reported })}</Text>
            {decide('block', t('chat.reports.blockYes'), 'red')}
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('chat.report.cancel')}
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}
