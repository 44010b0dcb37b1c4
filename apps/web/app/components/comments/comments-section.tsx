import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Text, Title } from '../plain/plain.tsx';
import { Progress, Textarea } from '../plain/plain-more.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import type { CommentActionData } from './comment-action.server.ts';
import type { ItemCommentsView } from './comments-view.server.ts';
import classes from './comments.module.css';

/**
 * An item's comments (spec: Comment), for any vertical's detail page: the average score with the 1..5 bars, the
 * approved comments, and the form (a score, a text, or both) that posts to the page's action with intent=comment; a
 * visitor is asked to sign in first («برای ثبت نظر باید وارد شوید»).
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
  const locale = useLocale();
  const fetcher = useFetcher<CommentActionData>();
  const result = fetcher.data ?? actionData;
  const failure = result?.failure;
  const scored = comments.myScore !== null;
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
        <fetcher.Form method="post" className={classes.form} noValidate>
          <Title order={3} size="h4">
            {t('comments.write')}
          </Title>
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="type" value={comments.type} />
          <input type="hidden" name="item_id" value={comments.itemId} />
          <FormAlert failure={failure} shownFields={['description', 'score']} />
          {!scored && (
            <fieldset className={classes.scores}>
              <legend>{t('comments.score')}</legend>
              {[1, 2, 3, 4, 5].map((score) => (
                <label key={score} className={classes.scoreChoice}>
                  <input
                    type="radio"
                    name="score"
                    value={score}
                    defaultChecked={result?.values?.score === String(score)}
                  />
                  <span aria-hidden>{localizeDigits(score, locale)}</span>
                  <span className="visually-hidden">
                    {t('comments.scoreOf', { score: localizeDigits(score, locale), max: comments.maxRate })}
                  </span>
                </label>
              ))}
              {failure?.fields.score && (
                <Text size="sm" c="red.8" role="alert">
                  {failure.fields.score}
                </Text>
              )}
            </fieldset>
          )}
          <Textarea
            name="description"
            label={t('comments.description')}
            defaultValue={result?.values?.description}
            error={failure?.fields.description}
            autosize
            minRows={3}
            maxLength={2000}
            dir="auto"
          />
          <div>
            <Button type="submit" loading={fetcher.state !== 'idle'}>
              {t('comments.submit')}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
