import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Container, Textarea, Title } from '@mantine/core';
import { MAX_APPLICATION_NOTE } from '@shahrbazar/domain/api/application.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/apply';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { FilePick } from '../../components/media/file-pick.tsx';
import forms from '../../components/panel/forms.module.css';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import classes from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { detailHref, documentTitle, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { requireSession } from '../../lib/session.server.ts';
import { CV_TYPES, fileProblem, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { workVertical } from './index.ts';

/** The API's CV limit (application routes: 5 MB), checked before megabytes go over a slow network. */
const CV_MAX_BYTES = 5 * MB;
const SLUG_ID = /^[A-Za-z0-9]{4,16}$/;

/**
 * Applying to a job (/work/{slug}/{slugId}/apply): a signed-in seeker writes a short cover note and picks a CV (a PDF
 * or an image), sent from the browser with its progress to POST /api/v1/work/{slugId}/applications; then their
 * applications in the panel. A guest signs in first and comes back; the employer is told it is their own job.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!SLUG_ID.test(args.params.slugId)) notFound();
  const me = await requireSession(args, 'general');
  const locale = localeOfRequest(args.request);
  const job = await serverApi(args.request, args.context)
    .GET('/api/v1/work/{slugId}', { params: { path: { slugId: args.params.slugId } } })
    .catch(rethrowAsRouteError);
  if (job.status !== ListingStatus.active) notFound();
  const words = catalogues[locale].listings.verticals.work;
  return {
    title: await documentTitle(args.request, args.context, locale, `${words.applyTitle}: ${job.title}`),
    job: { title: job.title, slugId: job.slugId, href: detailHref(workVertical, job) },
    own: job.user.id === me.user.id,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function Apply({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { job, own } = loaderData;
  const here = `${job.href}/apply`;
  const { progress, busy, errors, failure, check, send } = useUpload({ panel: 'general', returnTo: here });
  const maxMb = localizeDigits(CV_MAX_BYTES / MB, locale);

  function problems(form: FormData): Record<string, string> {
    const found: Record<string, string> = {};
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) found.file = t('listings.verticals.work.cvRequired');
    else if (fileProblem(file, CV_MAX_BYTES, CV_TYPES) === 'type') found.file = t('listings.verticals.work.cvType');
    else if (fileProblem(file, CV_MAX_BYTES, CV_TYPES) === 'size') {
      found.file = t('panel.upload.tooLarge', { size: maxMb });
    }
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!check(problems(form))) return;
    const sent = await send('/api/v1/work/{slugId}/applications', {
      params: { path: { slugId: job.slugId } },
      body: form,
    });
    if (sent) await navigate('/panel/myApplications?sent=1');
  }

  return (
    <Container size="sm" className={classes.page}>
      <Title order={1} className={classes.heading} mb="md">
        {t('listings.verticals.work.applyTitle')}
      </Title>
      <p>
        <Link to={job.href}>{job.title}</Link>
      </p>
      {own ? (
        <Alert color="orange" variant="light">
          {t('listings.verticals.work.ownJob')}
        </Alert>
      ) : (
        <PanelCard>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.stack}>
            <FormAlert failure={failure} shownFields={['note', 'file']} />
            <Textarea
              name="note"
              label={t('listings.verticals.work.note')}
              description={t('listings.verticals.work.noteHint')}
              error={errors.note}
              disabled={busy}
              autosize
              minRows={4}
              maxLength={MAX_APPLICATION_NOTE}
            />
            <FilePick
              label={t('listings.verticals.work.chooseCv')}
              hint={t('listings.verticals.work.cvHint', { size: maxMb })}
              accept={CV_TYPES.join(',')}
              error={errors.file}
              progress={progress}
            />
            <div className={forms.actions}>
              <Button component={Link} to={job.href} variant="default" size="md">
                {t('manager.confirm.cancel')}
              </Button>
              <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
                {t('listings.verticals.work.send')}
              </Button>
            </div>
          </form>
        </PanelCard>
      )}
    </Container>
  );
}
