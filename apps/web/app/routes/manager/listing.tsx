import { data, Form, useLocation, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { ModerationSchema } from '@shahrbazar/domain/api/listing.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { nextStatuses } from '@shahrbazar/domain/rules/listing-status';
import type { Route } from './+types/listing';
import { Gallery, type GalleryImage } from '../../components/listings/gallery.tsx';
import listingClasses from '../../components/listings/listings.module.css';
import classes from '../../components/listings/panel-listings.module.css';
import { StatusBadge } from '../../components/listings/status-badge.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { DecisionMessage, Facts, RecordPage } from '../../components/manager/record-page.tsx';
import { readRecord } from '../../components/manager/record-page.server.ts';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { detailHref, fill, imageView, jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { NO_PIC_SRC } from '../../lib/media.ts';
import { panelFormFailure } from '../../lib/session.server.ts';
import { webVertical } from '../../verticals/registry.ts';
import { useNouns } from '../../verticals/nouns.ts';

type Decision = 'approve' | 'reject' | 'deactivate' | 'activate';

/** The words of a manager's move (the status machine decides which moves exist). */
function decisionOf(from: number, to: number): Decision {
  if (to === ListingStatus.active) return from === ListingStatus.inactive ? 'activate' : 'approve';
  return from === ListingStatus.active ? 'deactivate' : 'reject';
}

/**
 * One listing in full for a manager, in any status: its photos, text, owner, city, category, package and
 * subscription; approve, reject with a message the owner reads, deactivate or activate again (only the moves the
 * status machine allows a manager), mark special with its special text, and delete after a confirmation.
 */
export async function loader(args: Route.LoaderArgs) {
  const { record: listing } = await readRecord(args, [MANAGER.listingsIndex], (api, id) =>
    api.GET('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
  );
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale];
  const vertical = webVertical(listing.vertical);
  const images: GalleryImage[] =
    listing.images.length > 0
      ? listing.images.map((image) => ({ large: imageView(image, 'large'), thumb: imageView(image, 'thumb').src }))
      : [{ large: { src: NO_PIC_SRC, srcSet: undefined }, thumb: NO_PIC_SRC }];
  const chain = [listing.generalCategory, listing.generalSubCategory, listing.generalSubSubCategory]
    .filter((ref) => ref !== null)
    .map((ref) => ref.title);
  const remaining = listing.subscription?.remainingTime ?? 0;
  return {
    listing,
    images,
    section: vertical ? words.sections[vertical.section].title : listing.vertical,
    highlight: vertical ? vertical.highlight(listing, locale) : '',
    publicHref: vertical ? detailHref(vertical, listing) : null,
    category: chain.join(' › '),
    date: jalaliOf(listing.registerDate, locale),
    views: localizeDigits(listing.views, locale),
    mobile: listing.mobile ? localizeDigits(listing.mobile, locale) : '',
    subscription: listing.subscription
      ? remaining > 0
        ? fill(words.listings.mine.daysLeft, { n: localizeDigits(remaining, locale) })
        : words.listings.manager.subscriptionEnded
      : '',
    decisions: nextStatuses(listing.status, 'manager').map((to) => ({ to, decision: decisionOf(listing.status, to) })),
  };
}

interface ListingActionData {
  notice?: 'moved' | 'special' | 'vertical';
  failure?: FormFailure;
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const special = textOf(form, 'intent') === 'special';
  const own = textOf(form, 'intent') === 'vertical';
  await requirePolicies(args, 'manager', special ? MANAGER.listingsEdit : MANAGER.listingsModerate);
  const api = serverApi(args.request, args.context);
  try {
    if (own) {
      // The vertical's own card (a clinic's medical council number check), on the vertical's own route.
      const listing = await api.GET('/api/v1/manager/listings/{id}', { params: { path: { id } } });
      const managerAction = webVertical(listing.vertical)?.managerAction;
      if (!managerAction) throw new Response(null, { status: 404 });
      await managerAction(api, { id }, form);
    } else if (special) {
      await api.POST('/api/v1/manager/listings/{id}/special', {
        params: { path: { id } },
        body: { isSpecial: form.get('isSpecial') === 'on', specialText: textOf(form, 'specialText') },
      });
    } else {
      await api.POST('/api/v1/manager/listings/{id}/status', {
        params: { path: { id } },
        body: contractBody(
          ModerationSchema,
          { status: Number(form.get('status')), message: textOf(form, 'message') },
          localeOfRequest(args.request),
        ),
      });
    }
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  return data<ListingActionData>({ notice: own ? 'vertical' : special ? 'special' : 'moved' });
}

export default function ManagerListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.listing.vertical);
  const me = useManagerMe();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const result: ListingActionData | undefined = actionData;
  const { listing } = loaderData;
  const ManagerExtra = webVertical(listing.vertical)?.ManagerExtra;
  const submitting = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <RecordPage
      title={listing.title}
      done={result?.notice && t(`listings.manager.done.${result.notice}`, nouns)}
      failure={result?.failure?.message}
      action={
        <>
          {webVertical(listing.vertical)?.managerLinks?.map((link) => (
            <Button key={link.label} component={Link} to={link.to(listing.id)} variant="light">
              {t(link.label as never)}
            </Button>
          ))}
          {loaderData.publicHref && (
            <Button component={Link} to={loaderData.publicHref} variant="default">
              {t('listings.manager.viewPublic')}
            </Button>
          )}
        </>
      }
    >
      <div className={classes.review}>
        <div>
          <PanelCard>
            <Gallery images={loaderData.images} title={listing.title} />
          </PanelCard>
          <PanelCard title={t('listings.detail.description')}>
            <p className={listingClasses.description} dir="auto">
              {listing.description || '—'}
            </p>
            {listing.tags.length > 0 && (
              <ul className={listingClasses.tags} aria-label={t('listings.detail.tags')}>
                {listing.tags.map((tag) => (
                  <li key={tag.id} className={listingClasses.chip}>
                    {tag.title}
                  </li>
                ))}
              </ul>
            )}
          </PanelCard>
        </div>
        <div>
          <PanelCard>
            <Facts
              className={listingClasses.facts}
              facts={[
                { label: t('listings.manager.status'), value: <StatusBadge status={listing.status} /> },
                { label: t('listings.manager.vertical'), value: loaderData.section },
                loaderData.highlight && { label: t('listings.manager.highlight'), value: loaderData.highlight },
                { label: t('listings.manager.category'), value: loaderData.category },
                { label: t('listings.manager.city'), value: listing.city?.name ?? '—' },
                { label: t('listings.manager.owner'), value: listing.user.name || t('panel.unnamed') },
                loaderData.mobile && { label: t('listings.detail.mobile'), value: loaderData.mobile, dir: 'ltr' },
                { label: t('listings.manager.package'), value: listing.package?.title ?? '—' },
                loaderData.subscription && {
                  label: t('listings.manager.subscription'),
                  value: loaderData.subscription,
                },
                { label: t('listings.manager.date'), value: loaderData.date },
                { label: t('listings.manager.views'), value: loaderData.views },
              ]}
            />
            {listing.moderationMessage && (
              <p className={classes.message}>
                {t('listings.manager.lastMessage')} {listing.moderationMessage}
              </p>
            )}
          </PanelCard>

          {may(me, MANAGER.listingsModerate) && loaderData.decisions.length > 0 && (
            <PanelCard title={t('listings.manager.moderation')}>
              {/* Keyed by the status: after a move the message box starts empty again. */}
              <Form method="post" className={classes.decisions} key={listing.status}>
                <input type="hidden" name="intent" value="status" />
                <DecisionMessage
                  label={t('listings.manager.message')}
                  description={t('listings.manager.messageHint')}
                />
                <div className={classes.decisionButtons}>
                  {loaderData.decisions.map(({ to, decision }) => (
                    <Button
                      key={to}
                      type="submit"
                      name="status"
                      value={to}
                      color={to === ListingStatus.active ? 'teal' : 'red'}
                      variant={to === ListingStatus.active ? 'filled' : 'light'}
                      loading={submitting('status') && navigation.formData?.get('status') === String(to)}
                    >
                      {t(`listings.manager.decisions.${decision}`, nouns)}
                    </Button>
                  ))}
                </div>
              </Form>
            </PanelCard>
          )}

          {ManagerExtra && may(me, MANAGER.listingsModerate) && <ManagerExtra listing={listing} />}

          {may(me, MANAGER.listingsEdit) && (
            <PanelCard title={t('listings.manager.special', nouns)}>
              <Form method="post" className={classes.decisions} key={`${listing.isSpecial}-${listing.specialText}`}>
                <input type="hidden" name="intent" value="special" />
                <Checkbox
                  name="isSpecial"
                  label={t('listings.manager.isSpecial', nouns)}
                  defaultChecked={listing.isSpecial}
                />
                <TextInput
                  name="specialText"
                  label={t('listings.manager.specialText')}
                  description={t('listings.manager.specialTextHint')}
                  defaultValue={listing.specialText}
                  maxLength={60}
                />
                <div className={classes.decisionButtons}>
                  <Button type="submit" variant="light" loading={submitting('special')}>
                    {t('listings.manager.saveSpecial')}
                  </Button>
                </div>
              </Form>
            </PanelCard>
          )}

          {may(me, MANAGER.listingsDelete) && (
            <PanelCard title={t('listings.manager.deleteTitle', nouns)}>
              <ConfirmDelete
                to={`/manager/listing/${listing.id}/delete`}
                back={pathname}
                label={t('listings.manager.deleteNamed', { title: listing.title })}
                message={t('listings.manager.confirmDelete', { title: listing.title })}
              />
            </PanelCard>
          )}
        </div>
      </div>
    </RecordPage>
  );
}
