import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Alert, Button, Code, Group } from '@mantine/core';
import { ApiError } from '../../lib/api-client.ts';
import { copyText } from '../../lib/copy-text.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './credentials.module.css';

/**
 * A panel screen of credentials a program uses (API keys, webhook endpoints; issue 31): its changes, each run once
 * at a time and followed by a fresh read of the screen's list; a refusal shows its field errors and its message.
 */
export function useCredentialChanges() {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async <T,>(change: () => Promise<T>, done?: (result: T) => void) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const result = await change();
      done?.(result);
      await revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, setErrors, failure, notice, setNotice };
}

/** What the last change said: its done notice (closable) and its refusal. */
export function ChangeNotices({
  notice,
  failure,
  onClose,
}: {
  notice: string | null;
  failure: string | null;
  onClose: () => void;
}) {
  return (
    <>
      {notice && (
        <Alert color="teal" variant="light" role="status" mb="md" withCloseButton onClose={onClose}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      )}
    </>
  );
}

/**
 * A secret shown this once (a new API key, a webhook's signing secret): the text, a copy button when `copy` names its
 * words, and the button that puts it away once kept. Only its hash is stored (ADR 0103, 0115).
 */
export function SecretOnce({
  title,
  text,
  secret,
  keptLabel,
  copy,
  onKept,
}: {
  title: string;
  text: string;
  secret: string;
  keptLabel: string;
  copy?: { label: string; done: string };
  onKept: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert color="teal" variant="light" role="status" mb="md" title={title}>
      <p>{text}</p>
      <Code block className={classes.secret} dir="ltr">
        {secret}
      </Code>
      <Group gap="xs" mt="sm">
        {copy && (
          <Button size="xs" onClick={() => void copyText(secret).then(() => setCopied(true))}>
            {copy.label}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onKept}>
          {keptLabel}
        </Button>
        {copy && <span className={classes.note}>{copied ? copy.done : ''}</span>}
      </Group>
    </Alert>
  );
}

export { classes as credentialClasses };
