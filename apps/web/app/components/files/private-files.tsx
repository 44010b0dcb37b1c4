import { Anchor } from '@mantine/core';
import classes from './private-files.module.css';

/** One private file the reader may open: its name and the API's authorised address (never a public one). */
export interface PrivateFileLink {
  id: number;
  name: string;
  href: string;
}

/**
 * The private files of a record (a legal question's, a client project's; ADR 0040, 0056): links for a reader the API
 * gave them to, otherwise only `hiddenNote` (how many there are, and who reads them). Nothing when there are none.
 */
export function PrivateFiles({
  files,
  fileCount,
  label,
  hiddenNote,
}: {
  files: readonly PrivateFileLink[];
  fileCount: number;
  label: string;
  hiddenNote: string;
}) {
  if (fileCount === 0) return null;
  return (
    <section aria-label={label}>
      {files.length > 0 ? (
        <ul className={classes.links}>
          {files.map((file) => (
            <li key={file.id}>
              <Anchor href={file.href} dir="auto">
                {file.name}
              </Anchor>
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.note}>{hiddenNote}</p>
      )}
    </section>
  );
}

/** The links of the files an API answer carries (`name` falling back to the id). */
export const privateFileLinks = (files: ReadonlyArray<{ id: number; name: string; url: string }>): PrivateFileLink[] =>
  files.map((file) => ({ id: file.id, name: file.name || String(file.id), href: file.url }));
