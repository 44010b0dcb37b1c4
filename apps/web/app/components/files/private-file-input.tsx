import { useState } from 'react';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { listText } from '@shahrbazar/domain/format/list';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Icon } from '../icons.tsx';
import uploads from '../panel/uploads.module.css';
import classes from './private-files.module.css';

/** The kinds of file a private upload takes (the API sniffs the bytes again). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * A file input for private files (PDF or images): the files travel with the form, with or without JavaScript, and the
 * route's action forwards them to the API (forwardFiles). The browser's own picker speaks the browser's language
 * («Choose Files», «No file chosen»): it is hidden behind our «انتخاب فایل» button, and the chosen files are named in
 * the page's words (issue 29). `error` is the API's word on a refused file.
 */
export function PrivateFileInput({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className={classes.input}>
      <span id={`${id}-label`} className={classes.label}>
        {label}
      </span>
      <label className={uploads.pick}>
        <Icon name="upload" size={20} />
        <span aria-hidden>{t('media.pick.choose')}</span>
        <input
          id={id}
          type="file"
          name="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-chosen`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setNames([...(event.currentTarget.files ?? [])].map((file) => file.name))}
        />
      </label>
      <span id={`${id}-chosen`} className={classes.note} dir="auto" aria-live="polite">
        {names.length > 0
          ? t('media.pick.chosen', {
              n: localizeDigits(names.length, locale),
              names: listText(names, locale),
            })
          : t('media.pick.none')}
      </span>
      <span id={`${id}-hint`} className={classes.note}>
        {hint}
      </span>
      {error && (
        <span role="alert" className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}
