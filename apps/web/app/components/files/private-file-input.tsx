import classes from './private-files.module.css';

/** The kinds of file a private upload takes (the API sniffs the bytes again). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * A native file input for private files (PDF or images): the files travel with the form, with or without JavaScript,
 * and the route's action forwards them to the API (forwardFiles). `error` is the API's word on a refused file.
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
  return (
    <div className={classes.input}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input id={id} type="file" name="file" multiple accept={ACCEPT} aria-describedby={`${id}-hint`} />
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
