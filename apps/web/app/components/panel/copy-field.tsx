import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Textarea } from '@mantine/core';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Icon } from '../icons.tsx';
import classes from './forms.module.css';

/**
 * A text to share (an invite link) in a read-only box anyone can select, with a copy button that says so when it
 * worked (spec section 8: "copied to the clipboard"). The button needs JavaScript; the input works without.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard API (plain http, old WebView): select the text and use the older command.
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  }

  return (
    <div className={classes.stack}>
      {/* A text area, not an input: a long link wraps and stays readable to its end on a narrow phone. */}
      <Textarea
        ref={input}
        label={label}
        value={value}
        readOnly
        rows={2}
        dir="ltr"
        classNames={{ input: classes.linkText }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={classes.copyRow}>
        {hydrated && (
          <Button variant="light" leftSection={<Icon name="copy" size={18} />} onClick={() => void copy()}>
            {t('panel.referral.copy')}
          </Button>
        )}
        <p role="status" className={classes.status}>
          {copied ? t('messages.copied') : ''}
        </p>
      </div>
    </div>
  );
}
