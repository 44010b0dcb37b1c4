import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ListingIcon } from './listing-icons.tsx';
import classes from './panel-listings.module.css';

/** The most tags of one listing and the longest tag (the API's MAX_LISTING_TAGS and its 40 characters). */
export const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 40;

/** Tags typed in one line, split at commas (Latin or Persian) and new lines. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,،\n]/)
    .map((tag) => tag.trim().slice(0, MAX_TAG_LENGTH))
    .filter(Boolean);
}

/**
 * Free-text tags as chips: type one and press Enter (or «افزودن»), remove with ×. The form sends them as `tags`
 * (JSON titles). Without JavaScript the line itself (`tagText`) is sent and split at commas on the server.
 */
export function TagsInput({ saved, error }: { saved: readonly string[]; error?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [tags, setTags] = useState<string[]>([...saved]);
  const [text, setText] = useState('');
  const full = tags.length >= MAX_TAGS;

  const add = () => {
    const fresh = splitTags(text).filter((tag) => !tags.includes(tag));
    if (fresh.length === 0) {
      setText('');
      return;
    }
    setTags([...tags, ...fresh].slice(0, MAX_TAGS));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === '،') {
      // Enter would send the whole form: here it adds the tag.
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <input type="hidden" name="tags" value={JSON.stringify(tags)} />
      <div className={classes.tagRow}>
        <TextInput
          name="tagText"
          label={t('listings.form.tags')}
          description={t('listings.form.tagsHint', { max: localizeDigits(MAX_TAGS, locale) })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          maxLength={200}
          disabled={hydrated && full}
          enterKeyHint="enter"
          autoComplete="off"
        />
        {hydrated && (
          <Button variant="light" onClick={add} disabled={full || !text.trim()}>
            {t('listings.form.addTag')}
          </Button>
        )}
      </div>
      {tags.length > 0 && (
        <ul className={classes.tagList} aria-label={t('listings.form.tags')}>
          {tags.map((tag) => (
            <li key={tag} className={classes.tag}>
              <span>{tag}</span>
              {hydrated && (
                <button
                  type="button"
                  className={classes.tagRemove}
                  onClick={() => setTags(tags.filter((other) => other !== tag))}
                  aria-label={t('listings.form.removeTag', { tag })}
                >
                  <ListingIcon name="close" size={14} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
