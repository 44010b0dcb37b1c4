import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { OfferCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Container, Group, Textarea, TextInput, Title } from '@mantine/core';
import { listText } from '@shahrbazar/domain/format/list';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import { Gender } from '@shahrbazar/domain/enums/people';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/project-page';
import { PrivateFiles, privateFileLinks } from '../../../components/files/private-files.tsx';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { priceOf } from '../../../lib/amount.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { documentTitle, notFound } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { loginUrl } from '../../../lib/panels.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { failureOf, getMe, requireSession } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { ProjectStatusBadge, projectHref, useBudget, useProjectType } from './project-parts.tsx';
import classes from './projects.module.css';

const SLUG_ID = /^[A-Za-z0-9]{4,16}$/;

/**
 * A client project's page (spec: client project show; /lawyer/projects/{slugId}): what the client needs, the budget
 * («توافقی» or toman), the deadline in the Jalali calendar, how many offered, and the offer form for a signed-in
 * lawyer (the API says who is a lawyer). Its files open only for the client and the selected lawyer (ADR 0056).
 */
export async function loader(args: Route.LoaderArgs) {
  if (!SLUG_ID.test(args.params.slugId)) notFound();
  const locale = localeOfRequest(args.request);
  const [project, me] = await Promise.all([
    serverApi(args.request, args.context)
      .GET('/api/v1/lawyer/projects/{slugId}', { params: { path: { slugId: args.params.slugId } } })
      .catch(rethrowAsRouteError),
    getMe(args.request, args.context).catch(() => null),
  ]);
  return {
    title: await documentTitle(args.request, args.context, locale, project.title),
    project,
    signedIn: me !== null,
    own: me?.user.id === project.user.id,
    open: project.status === ClientProjectStatus.active && new Date(project.expireDate).getTime() > Date.now(),
    sent: args.url.searchParams.has('sent'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.title }, { name: 'description', content: loaderData.project.description.slice(0, 160) }]
    : [];

interface OfferActionData {
  failure: FormFailure;
  values: { price: string; days: string; message: string };
}

/** A lawyer's offer: sent to the API, which refuses non-lawyers, one's own project, a closed one or a second offer. */
export async function action(args: Route.ActionArgs) {
  if (!SLUG_ID.test(args.params.slugId)) notFound();
  await requireSession(args, 'general');
  const form = await args.request.formData();
  const values = {
    price: String(form.get('price') ?? ''),
    days: String(form.get('days') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  try {
    await serverApi(args.request, args.context).POST('/api/v1/lawyer/projects/{slugId}/offers', {
      params: { path: { slugId: args.params.slugId } },
      body: contractBody(
        OfferCreateSchema,
        { price: priceOf(values.price), days: priceOf(values.days), message: values.message },
        localeOfRequest(args.request),
      ),
    });
    return redirect(`${projectHref({ slugId: args.params.slugId })}?sent=1`, 303);
  } catch (error) {
    const { failure } = failureOf(error);
    return { failure, values } satisfies OfferActionData;
  }
}

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const budget = useBudget();
  const typeOf = useProjectType();
  const navigation = useNavigation();
  const { project, signedIn, own, open, sent } = loaderData;
  const result: OfferActionData | undefined = actionData;
  const here = projectHref(project);
  return (
    <Container size="md" className={classes.page}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Title order={1}>{project.title}</Title>
        <ProjectStatusBadge status={project.status} />
      </Group>
      <PanelCard>
        <dl className={classes.facts}>
          <div>
            <dt>{t('lawyerProjects.budget')}</dt>
            <dd data-testid="project-budget">{budget(project)}</dd>
          </div>
          <div>
            <dt>{t('lawyerProjects.type')}</dt>
            <dd>{typeOf(project.type)}</dd>
          </div>
          <div>
            <dt>{t('lawyerProjects.deadline')}</dt>
            <dd>{formatJalaliDate(new Date(project.expireDate), locale)}</dd>
          </div>
          <div>
            <dt>{t('lawyerProjects.offers')}</dt>
            <dd data-testid="offer-count">{localizeDigits(project.offerCount, locale)}</dd>
          </div>
          <div>
            <dt>{t('lawyerProjects.gender')}</dt>
            <dd>{Gender.labelOf(project.gender)?.[locale]}</dd>
          </div>
          {project.user.name && (
            <div>
              <dt>{t('lawyerProjects.client')}</dt>
              <dd>{project.user.name}</dd>
            </div>
          )}
        </dl>
        {project.specialties.length > 0 && (
          <p className={classes.meta}>
            {t('lawyerProjects.specialties')}:{' '}
            {listText(
              project.specialties.map((item) => item.title),
              locale,
            )}
          </p>
        )}
        <p className={classes.description} dir="auto">
          {project.description}
        </p>
        {project.tags.length > 0 && <p className={classes.meta}>{project.tags.map((tag) => `#${tag}`).join(' ')}</p>}
        <PrivateFiles
          files={privateFileLinks(project.files)}
          fileCount={project.fileCount}
          label={t('lawyerProjects.files')}
          hiddenNote={t('lawyerProjects.filesPrivate', { n: localizeDigits(project.fileCount, locale) })}
        />
      </PanelCard>

      <PanelCard title={t('lawyerProjects.offer.title')}>
        {sent && (
          <Alert color="teal" variant="light" role="status" mb="md">
            {t('lawyerProjects.offer.sent')}
          </Alert>
        )}
        {own ? (
          <p>
            {t('lawyerProjects.offer.own')}{' '}
            <Link to={`/panel/lawyerProject/${project.id}`}>{t('lawyerProjects.offer.manage')}</Link>
          </p>
        ) : !open ? (
          <p>{t('lawyerProjects.offer.closed')}</p>
        ) : !signedIn ? (
          <Button component={Link} to={loginUrl('general', here)} variant="light">
            {t('lawyerProjects.offer.signIn')}
          </Button>
        ) : (
          !sent && (
            <Form method="post" noValidate className={forms.stack}>
              <FormAlert failure={result?.failure} shownFields={['price', 'days', 'message']} />
              <TextInput
                name="price"
                label={t('lawyerProjects.offer.price')}
                defaultValue={result?.values.price}
                error={result?.failure.fields.price}
                inputMode="numeric"
                dir="auto"
                required
              />
              <TextInput
                name="days"
                label={t('lawyerProjects.offer.days')}
                defaultValue={result?.values.days}
                error={result?.failure.fields.days}
                inputMode="numeric"
                dir="auto"
                required
              />
              <Textarea
                name="message"
                label={t('lawyerProjects.offer.message')}
                defaultValue={result?.values.message}
                error={result?.failure.fields.message}
                autosize
                minRows={3}
                required
              />
              <div className={forms.actions}>
                <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
                  {t('lawyerProjects.offer.submit')}
                </Button>
              </div>
            </Form>
          )
        )}
      </PanelCard>
    </Container>
  );
}
