import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { Alert, Anchor, Blockquote, Text, Textarea, type MantineColor } from '@mantine/core';
import { FormNotice } from '../forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../panel/panel-page.tsx';
import classes from './manager.module.css';

/** One line of a record's facts: its label and its value (`dir` for a value read left to right, a mobile). */
export interface Fact {
  label: string;
  value: ReactNode;
  dir?: 'ltr' | 'auto';
}

/**
 * A record's facts as a description list. A fact left out is `false` (or empty); a part that draws its own `dt`
 * and `dd` (a document's uploader) stands as an element in its place.
 */
export function Facts({
  facts,
  className,
}: {
  facts: ReadonlyArray<Fact | ReactElement | false | null | undefined | ''>;
  className: string | undefined;
}) {
  return (
    <dl className={className}>
      {facts.map((fact, index) => {
        if (!fact) return null;
        if (isValidElement(fact)) return <Fragment key={index}>{fact}</Fragment>;
        const { label, value, dir } = fact as Fact;
        return (
          <Fragment key={index}>
            <dt>{label}</dt>
            <dd dir={dir}>{value}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

/** The message that came with a record (a receipt's, a withdrawal's, a document's last review), as its writer typed it. */
export function RecordMessage({
  message,
  cite,
  color = 'gray',
  spaced = true,
}: {
  message: string | null | undefined;
  /** Whose message it is. */
  cite: string;
  color?: MantineColor;
  /** Apart from the facts above it. */
  spaced?: boolean;
}) {
  if (!message) return null;
  return (
    <Blockquote color={color} mt={spaced ? 'md' : undefined} p="sm" cite={cite}>
      <span dir="auto">{message}</span>
    </Blockquote>
  );
}

/** The message a manager writes with a decision, which the record's owner reads (up to 500 characters, as the API). */
export function DecisionMessage({
  label,
  description,
  defaultValue,
}: {
  label: string;
  description?: string;
  defaultValue?: string | undefined;
}) {
  return (
    <Textarea
      name="message"
      label={label}
      description={description}
      defaultValue={defaultValue}
      autosize
      minRows={2}
      maxLength={500}
    />
  );
}

/** The picture a record is about (a receipt, an identity document), opened whole in a new tab. */
export interface RecordImage {
  /** The card's title. */
  title: string;
  src: string;
  /** The picture's text; the card's title when it has none of its own. */
  alt?: string;
  /** The words of the link that opens it. */
  open: string;
}

/**
 * A record's own page in the back office (a receipt, a withdrawal, a document, a listing, a ticket; ADR 0123): its
 * title and buttons, what the last action did («done», or the API's refusal), the record's picture beside its cards
 * when it has one, and the link back to its list.
 */
export function RecordPage({
  title,
  action,
  done,
  failure,
  image,
  back,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** The notice of what the last action did. */
  done?: string | null | undefined;
  /** The API's refusal of it, when no field shows it. */
  failure?: string | undefined;
  image?: RecordImage;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const backLink = back && (
    <Anchor component={Link} to={back.to}>
      {back.label}
    </Anchor>
  );
  return (
    <PanelPage title={title} action={action}>
      <FormNotice>{done}</FormNotice>
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      )}
      {image ? (
        <div className={classes.review}>
          <PanelCard title={image.title}>
            <a href={image.src} target="_blank" rel="noopener">
              <img src={image.src} alt={image.alt ?? image.title} className={classes.docImage} />
            </a>
            <Text size="sm" mt="xs">
              <Anchor href={image.src} target="_blank" rel="noopener">
                {image.open}
              </Anchor>
            </Text>
          </PanelCard>
          <div>
            {children}
            {backLink}
          </div>
        </div>
      ) : (
        <>
          {children}
          {backLink}
        </>
      )}
    </PanelPage>
  );
}
