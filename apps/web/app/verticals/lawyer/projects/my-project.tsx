import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Badge, Button, Group, Text, Textarea } from '@mantine/core';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import {
  canDispute,
  canPay,
  canRate,
  canRelease,
  canSelect,
  PROJECT_FILES_MAX,
} from '@shahrbazar/domain/rules/lawyer-project';
import { PROJECT_RATING_COMMENT_MAX } from '@shahrbazar/domain/rules/lawyer';
import type { Route } from './+types/my-project';
import { forwardFiles } from '../../../components/files/forward-files.server.ts';
import { PrivateFileInput } from '../../../components/files/private-file-input.tsx';
import { PrivateFiles, privateFileLinks } from '../../../components/files/private-files.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { keyed, newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { Icon } from '../../../components/icons.tsx';
import { lawyerHref } from '../lawyer-card.tsx';
import { ProjectStatusBadge, projectHref, useAmount, useBudget } from './project-parts.tsx';
import classes from './projects.module.css';

const STEPS = ['select', 'pay', 'release', 'dispute'] as const;
/** The files a project takes while it is worked on (the API says the same: open, or a lawyer selected). */
const TAKES_FILES: readonly number[] = [ClientProjectStatus.active, ClientProjectStatus.selected];

/**
 * One of the client's projects (customer panel, client project index): its offers side by side (price, days, the
 * lawyer's message), «انتخاب این وکیل» once, then paying the price into escrow from the wallet or online at the bank
 * (ADR 0056), and when the work is done releasing it to the lawyer (less the site's share) or asking support. The
 * client adds private files here, read only by them and the selected lawyer. Another user's project is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const api = serverApi(args.request, args.context);
  const [project, wallet] = await Promise.all([
    api.GET('/api/v1/me/lawyer/projects/{id}', { params: { path: { id } } }).catch(panelFailure(args, 'general')),
    api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }).catch(panelFailure(args, 'general')),
  ]);
  return {
    project,
    balance: wallet.balance,
    posted: args.url.searchParams.has('posted'),
    filed: args.url.searchParams.has('filed'),
    fileRefused: args.url.searchParams.has('fileRefused'),
    now: Date.now(),
    payKey: newPayKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  try {
    // Online: the project's payment (the open one, or a new one), then on to the bank with the form's key.
    if (form.get('step') === 'payOnline') {
      const key = payKeyOf(form);
      const { paymentId } = await api.POST('/api/v1/me/lawyer/projects/{id}/payment', {
        params: { path: { id } },
        body: undefined,
        ...keyed(key && `${key}:payment`),
      });
      return await payAndGo(api, paymentId, 'online', key && `${key}:online`);
    }
    if (form.get('step') === 'rate') {
      await api.POST('/api/v1/me/lawyer/projects/{id}/rate', {
        params: { path: { id } },
        body: {
          score: Number(form.get('score') ?? 0),
          comment: String(form.get('comment') ?? ''),
        },
      });
      return redirect(`/panel/lawyerProject/${id}`, 303);
    }
    if (form.get('step') === 'files') {
      await forwardFiles(form, PROJECT_FILES_MAX, (body) =>
        api.POST('/api/v1/me/lawyer/projects/{id}/files', { params: { path: { id } }, body }),
      );
      return redirect(`/panel/lawyerProject/${id}?filed=1`, 303);
    }
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  const step = STEPS.find((name) => name === form.get('step'));
  if (!step) return redirect(`/panel/lawyerProject/${id}`, 303);
  try {
    // The escrow's steps (pay, release, dispute) send the form's key: a resent form moves the money once.
    const project = { params: { path: { id } } };
    if (step === 'select') {
      await api.POST('/api/v1/me/lawyer/projects/{id}/select', {
        ...project,
        body: { offerId: Number(form.get('offerId')) },
      });
    } else {
      await api.POST(`/api/v1/me/lawyer/projects/{id}/${step}`, {
        ...project,
        ...keyed(keyOfStep(payKeyOf(form), step)),
      });
    }
    return redirect(`/panel/lawyerProject/${id}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

/** One form's key for each escrow step it may send, so the same render's pay and release never share one. */
const keyOfStep = (key: string | undefined, step: string) => key && `${key}:${step}`;

function StepButton({
  step,
  label,
  color,
  offerId,
  payKey,
}: {
  step: string;
  label: string;
  color?: string;
  offerId?: number;
  payKey?: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="step" value={step} />
      {offerId !== undefined && <input type="hidden" name="offerId" value={offerId} />}
      {payKey !== undefined && <input type="hidden" name="payKey" value={payKey} />}
      <Button type="submit" color={color} loading={navigation.state === 'submitting'}>
        {label}
      </Button>
    </Form>
  );
}

export default function MyProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const budget = useBudget();
  const amount = useAmount();
  const navigation = useNavigation();
  const { project, balance, posted, filed, fileRefused, now, payKey } = loaderData;
  const state = { status: project.status, escrow: project.escrow, expireDate: new Date(project.expireDate) };
  const selectable = canSelect(state, new Date(now));
  const chosen = project.offers.find((offer) => offer.selected);
  return (
    <PanelPage title={project.title}>
      {posted && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('lawyerProjects.panel.posted')}
        </Alert>
      )}
      {project.postingPaymentId !== null && (
        <Alert color="orange" variant="light" role="status" mb="md">
          {t('lawyerProjects.panel.awaitingPayment')}{' '}
          <Link to={`/panel/payment/${project.postingPaymentId}`}>{t('lawyerProjects.panel.payPosting')}</Link>
        </Alert>
      )}
      {actionData?.failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.failure.message}
        </Alert>
      )}
      <PanelCard>
        <Group gap="xs" mb="sm">
          <ProjectStatusBadge status={project.status} />
          <Badge variant="outline" data-testid="escrow-state">
            {t(`lawyerProjects.escrow.${project.escrow}`)}
          </Badge>
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{t('lawyerProjects.budget')}</dt>
            <dd>{budget(project)}</dd>
          </div>
          <div>
            <dt>{t('lawyerProjects.deadline')}</dt>
            <dd>{formatJalaliDate(new Date(project.expireDate), locale)}</dd>
          </div>
          {project.price !== null && (
            <div>
              <dt>{t('lawyerProjects.panel.price')}</dt>
              <dd data-testid="project-price">{amount(project.price)}</dd>
            </div>
          )}
          {project.siteShare !== null && (
            <div>
              <dt>{t('lawyerProjects.panel.share')}</dt>
              <dd data-testid="project-share">{amount(project.siteShare)}</dd>
            </div>
          )}
        </dl>
        <p>
          <Link to={projectHref(project)}>{t('lawyerProjects.panel.publicPage')}</Link>
        </p>
      </PanelCard>

      {canPay(state) && project.price !== null && (
        <PanelCard>
          <Text mb="xs">{t('lawyerProjects.panel.payHint')}</Text>
          <Text mb="sm" data-testid="wallet-balance">
            {t('lawyerProjects.panel.balance', { amount: amount(balance) })}
          </Text>
          <Group>
            <StepButton
              step="payOnline"
              payKey={payKey}
              label={t('lawyerProjects.panel.payOnline', { amount: amount(project.price) })}
            />
            <StepButton
              step="pay"
              payKey={payKey}
              color="gray"
              label={t('lawyerProjects.panel.pay', { amount: amount(project.price) })}
            />
            {balance < project.price && (
              <Button component={Link} to="/panel/wallet/charge" variant="default">
                {t('lawyerProjects.panel.charge')}
              </Button>
            )}
          </Group>
        </PanelCard>
      )}

      {canRelease(state) && (
        <PanelCard>
          <Text mb="sm">{t('lawyerProjects.panel.releaseHint')}</Text>
          <Group>
            <StepButton step="release" payKey={payKey} label={t('lawyerProjects.panel.release')} color="teal" />
            {canDispute(state) && (
              <StepButton step="dispute" payKey={payKey} label={t('lawyerProjects.panel.dispute')} color="red" />
            )}
          </Group>
        </PanelCard>
      )}

      {chosen && (
        <PanelCard>
          {/* The client and the chosen lawyer talk in their own chat room from here on (issue 29). */}
          <Group>
            <Button
              component={Link}
              to={`/panel/chatRoom/${chosen.lawyer.id}`}
              variant="light"
              leftSection={<Icon name="chat" size={18} />}
            >
              {t('lawyerProjects.panel.chat')}
            </Button>
            {chosen.lawyer.listingSlugId && (
              <Button
                component={Link}
                to={lawyerHref({ slug: '', slugId: chosen.lawyer.listingSlugId })}
                variant="default"
              >
                {t('lawyerProjects.panel.profile', { name: chosen.lawyer.name })}
              </Button>
            )}
          </Group>
        </PanelCard>
      )}

      {project.rating !== null ? (
        <PanelCard>
          <Text data-testid="project-rating">
            {t('lawyerProjects.panel.rated', { n: localizeDigits(project.rating, locale) })}
          </Text>
          {project.ratingComment && (
            <p className={classes.description} dir="auto">
              {project.ratingComment}
            </p>
          )}
        </PanelCard>
      ) : (
        canRate({ ...state, rating: project.rating }) && (
          <PanelCard title={t('lawyerProjects.panel.rateTitle')}>
            <Text mb="sm">{t('lawyerProjects.panel.rateHint')}</Text>
            <Form method="post">
              <input type="hidden" name="step" value="rate" />
              <fieldset className={classes.scores}>
                <legend>{t('lawyerProjects.panel.rateScore')}</legend>
                {[1, 2, 3, 4, 5].map((score) => (
                  <label key={score} className={classes.score}>
                    <input type="radio" name="score" value={score} required />
                    <span>{t('lawyerProjects.panel.rateOption', { n: localizeDigits(score, locale) })}</span>
                  </label>
                ))}
              </fieldset>
              {actionData?.failure?.fields.score && (
                <Text size="sm" c="red.8" role="alert">
                  {actionData.failure.fields.score}
                </Text>
              )}
              <Textarea
                name="comment"
                label={t('lawyerProjects.panel.rateComment')}
                maxLength={PROJECT_RATING_COMMENT_MAX}
                autosize
                minRows={2}
                dir="auto"
                my="sm"
              />
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('lawyerProjects.panel.rateSubmit')}
              </Button>
            </Form>
          </PanelCard>
        )
      )}

      <PanelCard title={t('lawyerProjects.files')}>
        {fileRefused && (
          <Alert color="orange" variant="light" role="alert" mb="sm">
            {t('lawyerProjects.panel.fileRefused')}
          </Alert>
        )}
        {filed && (
          <Alert color="teal" variant="light" role="status" mb="sm">
            {t('lawyerProjects.panel.filed')}
          </Alert>
        )}
        <Text size="sm" c="dimmed" mb="sm">
          {t('lawyerProjects.panel.filesPrivate')}
        </Text>
        <PrivateFiles
          files={privateFileLinks(project.files)}
          fileCount={project.fileCount}
          label={t('lawyerProjects.files')}
          hiddenNote=""
        />
        {TAKES_FILES.includes(project.status) && project.fileCount < PROJECT_FILES_MAX && (
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="step" value="files" />
            <PrivateFileInput
              id="project-files"
              label={t('lawyerProjects.panel.addFiles')}
              hint={t('lawyerProjects.panel.filesHint')}
              error={actionData?.failure?.fields.file}
            />
            <Button type="submit" variant="light" loading={navigation.state === 'submitting'}>
              {t('lawyerProjects.panel.upload')}
            </Button>
          </Form>
        )}
      </PanelCard>

      <PanelCard title={t('lawyerProjects.panel.compare')}>
        {project.offers.length === 0 ? (
          <p>{t('lawyerProjects.panel.noOffers')}</p>
        ) : (
          project.offers.map((offer) => (
            <article key={offer.id} className={classes.offer} data-testid="offer">
              <Group justify="space-between" wrap="wrap" gap="xs">
                {offer.lawyer.listingSlugId ? (
                  <Link
                    to={lawyerHref({ slug: '', slugId: offer.lawyer.listingSlugId })}
                    className={classes.lawyerName}
                  >
                    {offer.lawyer.name}
                  </Link>
                ) : (
                  <strong>{offer.lawyer.name}</strong>
                )}
                <Group gap="md">
                  <span data-testid="offer-price">{amount(offer.price)}</span>
                  <span>{t('lawyerProjects.offer.daysValue', { n: localizeDigits(offer.days, locale) })}</span>
                  {offer.selected && <Badge color="teal">{t('lawyerProjects.panel.selected')}</Badge>}
                </Group>
              </Group>
              <p className={classes.description} dir="auto">
                {offer.message}
              </p>
              {selectable && <StepButton step="select" offerId={offer.id} label={t('lawyerProjects.panel.select')} />}
            </article>
          ))
        )}
      </PanelCard>
    </PanelPage>
  );
}
