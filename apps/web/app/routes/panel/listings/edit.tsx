import { ListingStats } from '../../../components/listings/listing-stats.tsx';
import { loadStatsView } from '../../../lib/listings/stats.server.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { data as withHeaders, Form, redirect, useLocation, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { mayChangePackageOnEdit } from '@shahrbazar/domain/rules/listing-purchase';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Route } from './+types/edit';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { CategoryCascade, pickOf } from '../../../components/listings/category-cascade.tsx';
import { ImagePicker } from '../../../components/listings/image-picker.tsx';
import { LocationFields } from '../../../components/listings/location-fields.tsx';
import { PackageChoice, type PackageCard } from '../../../components/listings/package-choice.tsx';
import {
  fieldsOfStep,
  PostingProgress,
  PostingReview,
  PostingStep,
  reviewOf,
  stepOfFirst,
  usePostingSteps,
  type ReviewFacts,
} from '../../../components/listings/posting-steps.tsx';
import stepClasses from '../../../components/listings/posting-steps.module.css';
import classes from '../../../components/listings/panel-listings.module.css';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { TagsInput } from '../../../components/listings/tags-input.tsx';
import { TrustMissing } from '../../../components/trust/trust-missing.tsx';
import { VerifiedBadge } from '../../../components/trust/verified-badge.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import forms from '../../../components/panel/forms.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { loadInitialData } from '../../../lib/initial-data.server.ts';
import { citiesByState, cityOptions, formTree } from '../../../lib/listings/catalogue.ts';
import { CATEGORY_FIELD, kindOfListing, type AgentPages, ownerPagesOf } from '../../../lib/listings/define-vertical.ts';
import { useListingDraft, useSendWhenOnline } from '../../../lib/listings/listing-draft.ts';
import { checkListingForm, listingBody, typedValues } from '../../../lib/listings/listing-form.ts';
import { listingWrite } from '../../../lib/listings/listing-write.server.ts';
import { packageCards } from '../../../lib/listings/package-cards.server.ts';
import { apiPaths, imageView, notFound, type VerticalApiPaths } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { verticalOfPath, webVertical } from '../../../verticals/registry.ts';
import { useNouns } from '../../../verticals/nouns.ts';
import { useVerticalWords } from '../../../verticals/words.ts';

// One module for /panel/{myAds}/create and /panel/{myAds}/{id} of every vertical: the category cascade, city, title,
// description, the vertical's own fields (an ad's price), tags, photos, location and the package. A vertical with
// agent pages is edited here by the agent of its owner too (/agent/booth/{id}/details; ADR 0047): the same form
// through the agent's door (its API path, session, policies and list), with the vertical's agent block on top.

/** Who edits through this page: the owner (the user panel) or the agent who onboarded the owner. */
interface Door {
  panel: 'general' | 'agent';
  /** The API paths of these listings for this caller: all of them (to create one), and one. */
  api: {
    all: VerticalApiPaths['mine'] | AgentPages['api'];
    one: VerticalApiPaths['one'] | `${AgentPages['api']}/{id}`;
  };
  /** Where a saved listing returns. */
  list: string;
  agent?: AgentPages;
}

function target(args: RequestArgs & { params: { id?: string } }) {
  const vertical = verticalOfPath(args.url.pathname) ?? notFound();
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  const agent = args.url.pathname.startsWith('/agent/') ? vertical.agentPages : undefined;
  const door: Door = agent
    ? { panel: 'agent', api: { all: agent.api, one: `${agent.api}/{id}` }, list: agent.list, agent }
    : {
        panel: 'general',
        api: { all: apiPaths(vertical).mine, one: apiPaths(vertical).one },
        list: ownerPagesOf(vertical).mine,
      };
  return { vertical, id, door };
}

export async function loader(args: Route.LoaderArgs) {
  const { vertical, id, door } = target(args);
  if (door.agent) await requirePolicies(args, 'agent', door.agent.policies.index);
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale].listings;
  const api = serverApi(args.request, args.context);
  const [initial, listing] = await Promise.all([
    loadInitialData(args.request, args.context),
    id === undefined ? undefined : api.GET(door.api.one, { params: { path: { id } } }),
  ]).catch(panelFailure(args, door.panel));
  // A vertical of kinds (a booth's type) offers its kind's packages and files under its kind's tree.
  const kind = kindOfListing(vertical, listing, args.url);
  const offered = await api
    .GET('/api/v1/packages', { params: { query: { type: kind.packageType } } })
    .catch(panelFailure(args, door.panel));

  const packages: PackageCard[] = packageCards(offered.items, locale);
  // A package no longer offered (hidden) stays the listing's until the owner picks another.
  if (listing?.package && !packages.some((pkg) => pkg.id === listing.package?.id)) {
    packages.unshift({
      id: listing.package.id,
      title: listing.package.title,
      price: words.form.currentPackage,
      days: '',
      description: '',
    });
  }

  // A vertical's own block above the form reads what it needs here, on the server (a city ad's rewarding).
  // The agent's door shows the vertical's agent block instead (a booth's shelves and products).
  const extraLoad = door.agent ? door.agent.load : vertical.ownerLoad;
  const [ownerData, stats] = await Promise.all([
    listing && extraLoad ? extraLoad(api, listing).catch(panelFailure(args, door.panel)) : null,
    // Every vertical's owner page shows its listing's statistics (ADR 0027).
    listing && !door.agent ? loadStatsView(api, listing.id, locale) : null,
  ]);
  const tree = formTree(
    initial.generalCategory.filter((category) => category.type === kind.categoryType),
    vertical.categoryLevel,
  );
  const categoryRef =
    vertical.categoryLevel === 'subSubCategory'
      ? listing?.generalSubSubCategory
      : vertical.categoryLevel === 'subCategory'
        ? listing?.generalSubCategory
        : listing?.generalCategory;
  const cityId = listing?.city?.id ?? (initial.selectedCity > 0 ? initial.selectedCity : undefined);
  const located = listing && (listing.location.latitude !== 0 || listing.location.longitude !== 0);
  return withHeaders(
    {
      key: vertical.key,
      agent: door.panel === 'agent',
      ownerData,
      stats,
      listPath: door.list,
      listing,
      tree,
      level: vertical.categoryLevel,
      categoryField: CATEGORY_FIELD[vertical.categoryLevel],
      pick: pickOf(tree, vertical.categoryLevel, categoryRef?.id),
      cities: citiesByState(initial.states, initial.cities, (city) => String(city.id)),
      cityId: cityId === undefined ? '' : String(cityId),
      packages,
      // A live (or paid) listing keeps its package: a bump or a renewal is bought from the list (issue 35).
      packageLocked: listing !== undefined && listing.package !== null && !mayChangePackageOnEdit(listing.status),
      // A new listing starts on the free package when there is one (most people post for free).
      packageId: listing ? listing.package?.id : offered.items.find((pkg) => isFreePackage(pkg))?.id,
      images: (listing?.images ?? []).map((image) =>
        image.type === 'video'
          ? { id: image.id, src: image.path, video: true }
          : { id: image.id, src: imageView(image, 'thumb').src },
      ),
      tags: (listing?.tags ?? []).map((tag) => tag.title),
      latitude: located ? String(listing.location.latitude) : '',
      longitude: located ? String(listing.location.longitude) : '',
      renew: args.url.searchParams.get('renew') === '1',
      // A new listing's form sends an Idempotency-Key, one per render (ADR 0109): a double tap or a resent form on a
      // slow network posts one listing, not two.
      formKey: id === undefined ? newPayKey() : undefined,
    },
    { headers: id === undefined && !door.agent ? NEW_LISTING_HEADERS : {} },
  );
}

/**
 * A new listing's form may be kept by this browser (its service worker, per session, ADR 0082): reopened without a
 * connection, its draft is there to go on with. Still never by a shared cache, and checked with the server each time.
 * Every other panel page stays `no-store` (the panel layout).
 */
const NEW_LISTING_HEADERS = { 'Cache-Control': 'private, no-cache' };

export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) =>
  loaderHeaders.has('Cache-Control') ? loaderHeaders : parentHeaders;

interface EditActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const { vertical, id, door } = target(args);
  // An agent's door only edits (an agent opens a booth with its registration form, ADR 0037).
  if (door.agent && id === undefined) notFound();
  if (door.agent) await requirePolicies(args, 'agent', door.agent.policies.edit);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  try {
    // The form's texts as the vertical's contract types them (refused with the API's own messages).
    const body = listingWrite(vertical.key, listingBody(form, vertical), localeOfRequest(args.request));
    if (id === undefined) {
      const key = payKeyOf(form);
      await api.POST(door.api.all, { body, headers: key ? { 'idempotency-key': `${key}:create` } : {} });
    } else await api.PUT(door.api.one, { params: { path: { id } }, body });
  } catch (error) {
    return panelFormFailure(args, door.panel, error, { values: typedValues(form) });
  }
  return redirect(withNotice(door.list, id === undefined ? 'created' : 'saved'), 303);
}

/** Fields the form shows their own message under; the alert above the buttons says the rest. */
const SHOWN_FIELDS = [
  'city_id',
  'package_id',
  'general_category_id',
  'general_sub_category_id',
  'general_sub_sub_category_id',
  'title',
  'description',
  'tags',
  'images',
  'latitude',
  'longitude',
];

export default function ListingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.key);
  // Its own hints (verticals/<key>/words.*.json): a doctor's form suggests a doctor's title, not a laptop.
  const own = useVerticalWords(loaderData.key);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const data = loaderData;
  const vertical = webVertical(data.key);
  const result: EditActionData | undefined = actionData;
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<object>();
  const [review, setReview] = useState<ReviewFacts>();
  const errors = { ...result?.failure?.fields, ...checked };
  const formRef = useFocusFirstInvalid(Object.keys(checked).length > 0 ? checked : refusal);
  const { listing } = data;
  const stepTitles = [
    t('listings.form.whatAndWhere'),
    t('listings.form.details'),
    t(vertical?.fileKinds?.includes('video') ? 'listings.form.files' : 'listings.form.images'),
    t('listings.form.location'),
    t('listings.steps.review'),
  ];
  const last = stepTitles.length - 1;
  // A new listing is posted a step at a time; an edit shows the whole form (its owner comes to change one thing).
  const steps = usePostingSteps(stepTitles.length, !listing, (step) => {
    if (step === last && formRef.current) setReview(reviewOf(formRef.current));
  });
  // A refusal of the API: the step of the first field it names comes into view, then the focus moves to that field.
  const failure = result?.failure;
  useEffect(() => {
    if (!failure) return;
    const step = stepOfFirst(formRef.current, Object.keys(failure.fields ?? {}));
    steps.go(step ?? last);
    // The focus follows the step's render (useFocusFirstInvalid runs on the new value).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRefusal({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);
  // A new listing's form is kept in this browser as it is typed (a reload or a lost connection loses nothing).
  const draft = useListingDraft(data.key, !listing);
  const offline = useSendWhenOnline(!listing);
  const typed = result?.values ?? draft.values ?? undefined;
  const typedCategory = Number(typed?.[data.categoryField] ?? '');
  const typedTags = (() => {
    try {
      const tags: unknown = JSON.parse(typed?.tags ?? 'null');
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : null;
    } catch {
      return null;
    }
  })();
  if (!vertical) return null;
  const VerticalFields = vertical.FormFields;
  const OwnerExtra = data.agent ? vertical.agentPages?.Extra : vertical.OwnerExtra;
  // The owner's own links (a booth's manager pages) are the owner's; the agent's block carries the agent's.
  const OwnerLinks = data.agent ? undefined : vertical.OwnerLinks;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploading) {
      event.preventDefault();
      setChecked({ images: t('listings.form.errors.uploading') });
      return;
    }
    // Enter in a field of an earlier step moves on, as «بعدی» does.
    if (steps.stepping && steps.current < last) {
      event.preventDefault();
      next();
      return;
    }
    const found = Object.entries(checkListingForm(new FormData(event.currentTarget), vertical));
    setChecked(Object.fromEntries(found.map(([field, key]) => [field, t(`listings.form.errors.${key}`)])));
    if (found.length > 0) {
      event.preventDefault();
      steps.go(
        stepOfFirst(
          event.currentTarget,
          found.map(([field]) => field),
        ) ?? last,
      );
      return;
    }
    offline.hold(event);
  };
  /** «بعدی»: the checks of this step's fields first; the next step only when they pass. */
  const next = () => {
    const form = formRef.current;
    if (!form) return;
    const found = checkListingForm(new FormData(form), vertical);
    const here = fieldsOfStep(form, steps.current, Object.keys(found));
    setChecked(
      Object.fromEntries(
        here.flatMap((field) => {
          const key = found[field];
          return key ? [[field, t(`listings.form.errors.${key}`)]] : [];
        }),
      ),
    );
    if (here.length === 0) steps.go(steps.current + 1);
  };
  const title = listing ? t(`listings.verticals.${data.key}.edit`) : t(`listings.verticals.${data.key}.create`);
  const editsGoToReview =
    listing && (listing.status === ListingStatus.active || listing.status === ListingStatus.inactive);

  return (
    <PanelPage title={title}>
      {listing && (
        <PanelCard>
          <div className={classes.rowMeta}>
            <StatusBadge status={listing.status} />
            <VerifiedBadge trust={listing.trust} />
            {editsGoToReview && <span>{t('listings.form.editGoesToReview', nouns)}</span>}
          </div>
          {OwnerLinks && <OwnerLinks listing={listing} />}
          {listing.status === ListingStatus.inactive && listing.moderationMessage && (
            <p className={classes.message}>
              {t('listings.mine.managerSays')} {listing.moderationMessage}
            </p>
          )}
        </PanelCard>
      )}
      {/* What the verified badge still needs, and where the owner does it (issue 29, ADR 0081). */}
      {listing && !data.agent && <TrustMissing trust={listing.trust} />}
      {data.stats && <ListingStats stats={data.stats} />}
      {listing && OwnerExtra && <OwnerExtra listing={listing} data={data.ownerData} />}
      {draft.values && !result && (
        <Alert color="teal" variant="light" mb="md" role="status">
          {t('listings.form.draftRestored')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={draft.discard}>
            {t('listings.form.draftDiscard')}
          </Button>
        </Alert>
      )}
      <Form
        key={draft.version}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => draft.save(event.currentTarget)}
        ref={formRef}
      >
        {data.formKey && <input type="hidden" name="payKey" value={data.formKey} />}
        <PostingProgress steps={steps} titles={stepTitles} />
        <PostingStep steps={steps} index={0}>
          <PanelCard title={t('listings.form.whatAndWhere')}>
            <div className={classes.fields}>
              <CategoryCascade
                tree={data.tree}
                level={data.level}
                fieldName={data.categoryField}
                initial={typedCategory > 0 ? pickOf(data.tree, data.level, typedCategory) : data.pick}
                error={errors[data.categoryField]}
              />
              <NativeSelect
                name="city_id"
                label={t('listings.form.city')}
                data={[{ value: '', label: t('listings.form.chooseCity') }, ...cityOptions(data.cities)]}
                defaultValue={typed?.city_id ?? data.cityId}
                error={errors.city_id}
                required
              />
            </div>
          </PanelCard>
        </PostingStep>

        <PostingStep steps={steps} index={1}>
          <PanelCard title={t('listings.form.details')}>
            <div className={classes.fields}>
              <TextInput
                name="title"
                label={t('listings.form.title')}
                description={own.titleHint}
                defaultValue={typed?.title ?? listing?.title ?? ''}
                error={errors.title}
                required
                maxLength={120}
                autoComplete="off"
              />
              <Textarea
                name="description"
                label={t('listings.form.description')}
                description={own.descriptionHint}
                defaultValue={typed?.description ?? listing?.description ?? ''}
                error={errors.description}
                autosize
                minRows={5}
                maxLength={5000}
              />
              <VerticalFields listing={listing} typed={typed} errors={errors} />
              {/* «فوری» where the vertical's list filters by it (ADR 0036). */}
              {vertical.filters?.some((filter) => filter.kind === 'flag' && filter.name === 'urgent') && (
                <Checkbox
                  name="is_urgent"
                  label={t('listings.form.urgent')}
                  description={t('listings.form.urgentHint')}
                  defaultChecked={typed ? typed.is_urgent === 'on' : (listing?.isUrgent ?? false)}
                />
              )}
              <TagsInput saved={typedTags ?? data.tags} error={errors.tags} />
            </div>
          </PanelCard>
        </PostingStep>

        <PostingStep steps={steps} index={2}>
          <PanelCard title={stepTitles[2]}>
            <ImagePicker
              saved={data.images}
              error={errors.images}
              returnTo={`${pathname}${search}`}
              onBusy={setUploading}
              videos={vertical.fileKinds?.includes('video') ?? false}
            />
          </PanelCard>
        </PostingStep>

        <PostingStep steps={steps} index={3}>
          <PanelCard title={t('listings.form.location')}>
            <LocationFields
              latitude={typed?.latitude ?? data.latitude}
              longitude={typed?.longitude ?? data.longitude}
              errors={errors}
            />
          </PanelCard>
        </PostingStep>

        <PostingStep steps={steps} index={last}>
          {steps.stepping && (
            <PanelCard title={t('listings.steps.review')}>
              <PostingReview facts={review} titles={stepTitles} steps={steps} />
            </PanelCard>
          )}
          <section id="package">
            <PanelCard title={t('listings.form.package')}>
              {data.renew && (
                <Alert color="teal" variant="light" mb="sm">
                  {t('listings.form.renewHint')}
                </Alert>
              )}
              {data.packageLocked && data.listing?.package ? (
                <>
                  <input type="hidden" name="package_id" value={data.listing.package.id} />
                  <p className={classes.packageTitle}>{data.listing.package.title}</p>
                  <Alert color="blue" variant="light" mt="sm">
                    {t('listings.form.packageLocked', nouns)}{' '}
                    <Link to={data.listPath}>{t('listings.form.packageLockedLink')}</Link>
                  </Alert>
                </>
              ) : (
                <PackageChoice
                  packages={data.packages}
                  selected={typed?.package_id ? Number(typed.package_id) : data.packageId}
                  error={errors.package_id}
                />
              )}
            </PanelCard>
          </section>
        </PostingStep>

        <FormAlert failure={result?.failure} shownFields={[...SHOWN_FIELDS, ...vertical.formFields]} />
        {offline.state && (
          <Alert color={offline.state === 'held' ? 'orange' : 'teal'} variant="light" role="status" mb="sm">
            {t(offline.state === 'held' ? 'pwa.draft.offline' : 'pwa.draft.online')}
          </Alert>
        )}
        {steps.stepping && steps.current < last ? (
          <div className={stepClasses.nav}>
            {steps.current === 0 ? (
              <Button component={Link} to={data.listPath} variant="default" size="md">
                {t('manager.confirm.cancel')}
              </Button>
            ) : (
              <Button variant="default" size="md" onClick={() => steps.go(steps.current - 1)}>
                {t('listings.steps.back')}
              </Button>
            )}
            {/* Its own element: were it the submit button below redrawn, the click that moved on would also post. */}
            <Button key="next" size="md" onClick={next}>
              {t('listings.steps.next')}
            </Button>
          </div>
        ) : (
          <div className={forms.actions}>
            {steps.stepping ? (
              <Button variant="default" size="md" onClick={() => steps.go(steps.current - 1)}>
                {t('listings.steps.back')}
              </Button>
            ) : (
              <Button component={Link} to={data.listPath} variant="default" size="md">
                {t('manager.confirm.cancel')}
              </Button>
            )}
            <Button
              key="submit"
              type="submit"
              size="md"
              loading={navigation.state === 'submitting'}
              disabled={uploading}
            >
              {listing ? t('listings.form.save') : t(`listings.verticals.${data.key}.create`)}
            </Button>
          </div>
        )}
      </Form>
    </PanelPage>
  );
}
