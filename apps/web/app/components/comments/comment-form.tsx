import type { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text, Title } from '../plain/plain.tsx';
import { Textarea } from '../plain/plain-textarea.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import type { CommentActionData } from './comment-action.server.ts';
import type { ItemCommentsView } from './comments-view.server.ts';
import classes from './comments.module.css';

/**
 * A signed-in visitor's comment on an item (comments-section.tsx): a score when they have given none, and a text,
 * posted to the page's action with intent=comment through the section's fetcher (or as a plain form without
 * JavaScript), with what was refused under its field.
 */
export function CommentForm({
  fetcher,
  comments,
  result,
}: {
  fetcher: ReturnType<typeof useFetcher<CommentActionData>>;
  comments: ItemCommentsView;
  result: CommentActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failure = result?.failure;
  const scored = comments.myScore !== null;
  return (
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
              <input type="radio" name="score" value={score} defaultChecked={result?.values?.score === String(score)} />
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
  );
}
