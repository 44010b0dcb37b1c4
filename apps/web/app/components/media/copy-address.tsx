import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Icon } from '../icons.tsx';
import { copyText } from '../../lib/copy-text.ts';
import classes from './media.module.css';

/** The whole address of a file, as it is pasted elsewhere: a path of this site made absolute, a CDN URL kept. */
export function absoluteAddress(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/**
 * "Copy address" of a file, saying so when it worked (spec section 8: copied to the clipboard). Needs JavaScript:
 * without it the row's "open" link is the address.
 */
export function CopyAddress({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <span className={classes.copy}>
      <Button
        variant="light"
        size="xs"
        leftSection={<Icon name="copy" size={16} />}
        aria-label={label}
        onClick={() => {
          void copyText(absoluteAddress(path, window.location.origin)).then(() => setCopied(true));
        }}
      >
        {t('media.files.copy')}
      </Button>
      <span role="status" className={classes.copied}>
        {copied ? t('media.files.copied') : ''}
      </span>
    </span>
  );
}
