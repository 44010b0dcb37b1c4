import { useFetcher } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Text, Title } from '../plain/plain.tsx';
import { Progress } from '../plain/plain-more.tsx';
import { FormNotice } from '../forms/form-alert.tsx';
import { PagePart } from '../listings/page-part.tsx';
import type { CommentActionData } from './comment-action.server.ts';
import type { ItemCommentsView } from './comments-view.server.ts';
import classes from './comments.module.css';

/**
 * An item's comments (spec: Comment), for any vertical's detail page: the average score with the 1..5 bars, the
 * approved comments, and the form (a score, a text, or both: comment-form.tsx, in the chunk of a signed-in visitor's
 * forms) that posts to the page's action with intent=comment; a visitor is asked to sign in first («برای ثبت نظر باید
 * وارد شوید»).
 */
export function CommentsSection({
  comments,
  signedIn,
  loginHref,
  actionData,
}: {
  comments: ItemCommentsView;
  signedIn: boolean;
  loginHref: string;
  /** The page's action data when the form was posted without JavaScript. */
  actionData?: CommentActionData | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CommentActionData>();
  const result = fetcher.data ?? actionData;
  return (
    <section aria-labelledby="comments-heading" className={classes.section}>
      <Title order={2} id="comments-heading" size="h3" mb="sm">
        {t('comments.title')}
      </Title>
      {comments.scored ? (
        <div className={classes.summary}>
          {/* A group: a plain <div> may not carry a name (aria-label), issue 32. */}
          <div
            role="group"
            className={classes.average}
            aria-label={t('comments.averageLabel', { rate: comments.rate, max: comments.maxRate })}
          >
            {/* «۴٫۵ از ۵»: the average reads with its scale, never a lone figure (issue 29). */}
            <span className={classes.rate}>
              <span data-testid="average-rate">{comments.rate}</span>{' '}
              <span className={classes.ofMax}>{t('comments.ofMax', { max: comments.maxRate })}</span>
            </span>
            <Text size="sm" c="dimmed">
              {t('comments.scoredBy', { n: comments.totalUser })}
            </Text>
          </div>
          <ul className={classes.bars} aria-label={t('comments.bars')}>
            {comments.bars.map((bar) => (
              <li key={bar.score} className={classes.bar}>
                <span>{bar.score}</span>
                <Progress value={bar.percent} color="yellow" aria-hidden />
                <span>{bar.percentText}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Text c="dimmed" mb="sm">
          {t('comments.noScores')}
        </Text>
      )}

      {comments.items.length === 0 ? (
        <Text c="dimmed">{t('comments.none')}</Text>
      ) : (
        <ul className={classes.list}>
          {comments.items.map((comment) => (
            <li key={comment.id} className={classes.comment}>
              <div className={classes.head}>
                <span className={classes.name}>{comment.userName || t('comments.anonymous')}</span>
                {comment.score > 0 && (
                  <span>{t('comments.scoreOf', { score: comment.scoreText, max: comments.maxRate })}</span>
                )}
                <Text span size="xs" c="dimmed">
                  {comment.date}
                </Text>
              </div>
              {comment.description && (
                <p className={classes.text} dir="auto">
                  {comment.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {!signedIn ? (
        <Alert variant="light" color="blue" mt="md">
          {t('comments.loginNeeded')} <Link to={loginHref}>{t('comments.login')}</Link>
        </Alert>
      ) : result?.commented ? (
        <FormNotice>{t('comments.sent')}</FormNotice>
      ) : comments.myPending ? (
        <Text role="status" mt="md">
          {t('comments.pending')}
        </Text>
      ) : (
        <PagePart name="signedIn" part="CommentForm" props={{ fetcher, comments, result }} />
      )}
    </section>
  );
}
