import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button } from '../plain/plain.tsx';
import { NativeSelect } from '../plain/plain-fields.tsx';
import { Textarea } from '../plain/plain-textarea.tsx';
import type { VerticalWords } from '../../verticals/words.ts';
import classes from './listing-experience.module.css';

/**
 * A signed-in visitor's report of a listing (listing-engagement.tsx's ReportListing): a reason and a text, posted to
 * the page with intent=report, opened at once when the last report was refused.
 */
export function ReportForm({
  words,
  listingId,
  reasons,
  failed,
}: {
  words: Pick<VerticalWords, 'report'>;
  listingId: number;
  reasons: Array<{ value: string; label: string }>;
  failed: { error: string; fields?: Record<string, string> } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <details className={classes.report} open={failed !== undefined}>
      <summary>{words.report}</summary>
      <Form method="post" className={classes.reportForm} preventScrollReset>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={listingId} />
        <NativeSelect
          name="reason"
          label={t('listingExperience.report.reason')}
          data={[{ value: '', label: t('listingExperience.report.choose') }, ...reasons]}
          required
          error={failed?.fields?.reason}
        />
        <Textarea name="text" label={t('listingExperience.report.text')} maxLength={500} autosize minRows={2} />
        {failed && !failed.fields?.reason && (
          <Alert color="orange" role="alert">
            {failed.error}
          </Alert>
        )}
        <Button type="submit" color="red" variant="light">
          {t('listingExperience.report.submit')}
        </Button>
      </Form>
    </details>
  );
}
