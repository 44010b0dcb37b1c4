import { useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Modal, Textarea } from '@mantine/core';
import type { FormFailure } from '../../lib/form-checks.ts';
import parts from './chat-parts.module.css';

/**
 * What a person does about the other user of a room: report them to the back office (a reason, in a dialog; a clear
 * confirmation or the refusal after, on the page) and block or unblock them. Both go through the room's action (intent=report, block, unblock).
 */
export function ChatSafety({ blockedByMe }: { blockedByMe: boolean }) {
  const { t } = useTranslation();
  const report = useFetcher<{ failure?: FormFailure; reported?: boolean }>();
  const [open, setOpen] = useState(false);
  const reported = report.state === 'idle' && report.data?.reported === true;
  const refused = report.state === 'idle' ? report.data?.failure : undefined;

  return (
    <>
      {reported && (
        <Alert color="teal" variant="light" mt="md" role="status">
          {t('chat.report.done')}
        </Alert>
      )}
      {refused && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {refused.fields.reason ?? refused.message}
        </Alert>
      )}
      <div className={parts.actions}>
        <Button variant="subtle" color="orange" size="xs" onClick={() => setOpen(true)} disabled={reported}>
          {t('chat.report.open')}
        </Button>
        <Form method="post">
          <input type="hidden" name="intent" value={blockedByMe ? 'unblock' : 'block'} />
          <Button type="submit" variant="subtle" color={blockedByMe ? 'gray' : 'red'} size="xs">
            {blockedByMe ? t('chat.room.unblock') : t('chat.room.block')}
          </Button>
        </Form>
      </div>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('chat.report.title')} centered>
        {/* The dialog closes as the report leaves (the reason is required by the browser); the answer shows on the page. */}
        <report.Form method="post" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="report" />
          <Textarea
            name="reason"
            label={t('chat.report.reason')}
            description={t('chat.report.hint')}
            autosize
            minRows={3}
            maxLength={2000}
            required
            data-autofocus
            dir="auto"
          />
          <div className={parts.actions}>
            <Button type="submit" color="orange" loading={report.state !== 'idle'}>
              {t('chat.report.send')}
            </Button>
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('chat.report.cancel')}
            </Button>
          </div>
        </report.Form>
      </Modal>
    </>
  );
}
