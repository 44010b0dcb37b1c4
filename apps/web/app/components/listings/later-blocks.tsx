import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Title } from '../plain/plain.tsx';
import { CommentsSection } from '../comments/comments-section.tsx';
import type { CommentActionData } from '../comments/comment-action.server.ts';
import type { ItemCommentsView } from '../comments/comments-view.server.ts';
import type { ListingCard } from '../../lib/listings/types.ts';
import { ListingGrid } from './listing-card.tsx';
import { PagePart } from './page-part.tsx';
import classes from './listings.module.css';
import engagement from './listing-experience.module.css';

// A listing's page's end, below the fold and rarely the first thing touched: the report form, the comments and the
// two grids of cards. A chunk of its own that the browser downloads and hydrates when the end comes near the viewport
// (later-slot.tsx, ADR 0129); the server's HTML holds it whole, its forms and links working before it lives.
// Every prop is a value the page's loader gave or a word (a string): the slot compares them one by one.

/** What a report came to (the page's action data), kept by the page while its data stays the same. */
export type ReportResult = { done: true } | { error: string; fields?: Record<string, string> } | undefined;

/**
 * The vertical's report form («گزارش آگهی», «گزارش صفحهٔ پزشک»: report-form.tsx, in the chunk of a signed-in visitor's
 * forms): a reason and a text, posted to the page; a visitor without a session is sent to sign in.
 */
function ReportListing({
  report,
  reportSignIn,
  listingId,
  reasons,
  signedIn,
  loginHref,
  result,
}: {
  report: string;
  reportSignIn: string;
  listingId: number;
  reasons: Array<{ value: string; label: string }>;
  signedIn: boolean;
  loginHref: string;
  result: ReportResult;
}) {
  const { t } = useTranslation();
  if (result && 'done' in result) {
    return (
      <Alert color="teal" role="status">
        {t('listingExperience.report.done')}
      </Alert>
    );
  }
  if (!signedIn) {
    return (
      <Link to={loginHref} className={engagement.muted}>
        {reportSignIn}
      </Link>
    );
  }
  const failed = result && 'error' in result ? result : undefined;
  return <PagePart name="signedIn" part="ReportForm" props={{ words: { report }, listingId, reasons, failed }} />;
}

/** The end of the listing's column: the report (a live listing's) and the comments (when it takes them). */
export function LaterEngagement({
  active,
  comments,
  commented,
  ...report
}: Parameters<typeof ReportListing>[0] & {
  active: boolean;
  comments: ItemCommentsView | null;
  /** The page's action data of a comment posted without JavaScript. */
  commented: CommentActionData | undefined;
}) {
  return (
    <>
      {active && <ReportListing {...report} />}
      {comments && (
        <CommentsSection
          comments={comments}
          signedIn={report.signedIn}
          loginHref={report.loginHref}
          actionData={commented}
        />
      )}
    </>
  );
}

/** «Their other listings» and «similar», in the vertical's words, below the listing. */
export function LaterGrids({
  others,
  othersTitle,
  related,
  relatedTitle,
}: {
  others: readonly ListingCard[];
  othersTitle: string;
  related: readonly ListingCard[];
  relatedTitle: string;
}) {
  return (
    <>
      <GridBlock id="listing-seller-others" title={othersTitle} cards={others} />
      <GridBlock id="listing-related" title={relatedTitle} cards={related} />
    </>
  );
}

/** One grid of the end under its heading; nothing when it has no card. */
function GridBlock({ id, title, cards }: { id: string; title: string; cards: readonly ListingCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className={classes.block}>
      <Title order={2} id={id} className={classes.sectionHeading} mb="sm">
        {title}
      </Title>
      <ListingGrid cards={cards} eager={0} />
    </section>
  );
}

/** The end's blocks, as the slot draws them by name. */
export const laterBlocks = { LaterEngagement, LaterGrids };

export type LaterBlocks = typeof laterBlocks;
