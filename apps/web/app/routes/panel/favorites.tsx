import { data, Form, useLocation, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button } from '@mantine/core';
import type { Route } from './+types/favorites';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import classes from '../../components/listings/panel-listings.module.css';
import { Pager } from '../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { detailHref, imageView, jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { failureOf, panelFailure } from '../../lib/session.server.ts';
import { webVertical } from '../../verticals/registry.ts';
import { VERTICAL_FAVORITES, type FavoriteRow } from '../../lib/listings/vertical-favorites.server.ts';

/** Spec section 9: page size 15. */
const PAGE_SIZE = 15;

/**
 * My favorites (spec: /panel/favorites): listings of every vertical I marked, newest mark first, each linking to its
 * page, with «حذف» to unmark it.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale];
  const page = Math.max(1, Math.floor(Number(args.url.searchParams.get('page')) || 1));
  const api = serverApi(args.request, args.context);
  const [answer, own] = await Promise.all([
    api.GET('/api/v1/me/favorites', { params: { query: { page, perPage: PAGE_SIZE } } }),
    // A vertical's own things that are not listings (a booth's products; verticals/<key>/favorites.server.ts), on
    // page 1: their kind is the vertical's key.
    Promise.all(
      [...(page === 1 ? VERTICAL_FAVORITES : [])].map(async ([kind, favorites]) => ({
        kind,
        title: favorites.title,
        rows: await favorites.load(api, locale),
      })),
    ),
  ]).catch(panelFailure(args, 'general'));
  return {
    own: own.filter((group) => group.rows.length > 0),
    page: { currentPage: answer.currentPage, lastPage: answer.lastPage, more: answer.lastPage > answer.currentPage },
    // Grouped by section, each under its own name (issue 29: a doctor or a lawyer is no «آگهی»), in the order of the
    // newest mark of each.
    groups: groupBySection(
      answer.items.map((item) => {
        const vertical = webVertical(item.vertical);
        return {
          id: item.id,
          title: item.title,
          href: vertical ? detailHref(vertical, item) : null,
          section: vertical ? words.sections[vertical.section].title : '',
          highlight: vertical ? vertical.highlight(item, locale) : '',
          image: imageView(item.images[0], 'thumb').src,
          meta: [item.city?.name, jalaliOf(item.registerDate, locale)].filter(Boolean).join(' · '),
        };
      }),
    ),
  };
}

/** Rows by their section's name, each section where its first row is. */
function groupBySection<Row extends { section: string }>(rows: Row[]): Array<{ section: string; rows: Row[] }> {
  const groups: Array<{ section: string; rows: Row[] }> = [];
  for (const row of rows) {
    const group = groups.find((one) => one.section === row.section);
    if (group) group.rows.push(row);
    else groups.push({ section: row.section, rows: [row] });
  }
  return groups;
}

/** Unmark one (a form per card: works without JavaScript). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return data({ error: '' }, { status: 400 });
  try {
    const kind = form.get('kind');
    const own = typeof kind === 'string' ? VERTICAL_FAVORITES.get(kind) : undefined;
    const api = serverApi(args.request, args.context);
    await (own ? own.remove(api, id) : api.DELETE('/api/v1/me/favorites/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    return data({ error: failure.message }, { status });
  }
  return { removed: true };
}

/** Favorite rows (listings, or a vertical's own), each with «حذف» posting its id and kind (works without JavaScript). */
function FavoriteRows({
  items,
  kind,
  busyId,
  submitting,
}: {
  items: FavoriteRow[];
  /** `listing`, or the key of the vertical whose own things they are. */
  kind: string;
  busyId: FormDataEntryValue | null | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.rows}>
      {items.map((item) => (
        <li key={item.id} className={classes.row}>
          <img src={item.image} alt="" width={88} height={88} className={classes.rowImage} loading="lazy" />
          <div className={classes.rowBody}>
            <h3 className={classes.rowTitle} dir="auto">
              {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
            </h3>
            {item.highlight && <p className={classes.rowMeta}>{item.highlight}</p>}
            <p className={classes.rowMeta}>{item.meta}</p>
          </div>
          <div className={classes.rowActions}>
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="kind" value={kind} />
              <Button
                type="submit"
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<ListingIcon name="heart" size={16} filled />}
                loading={submitting && busyId === String(item.id)}
                aria-label={t('listings.favorites.removeNamed', { title: item.title })}
              >
                {t('listings.favorites.remove')}
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigation = useNavigation();
  const busyId = navigation.formData?.get('id');
  const { groups, page } = loaderData;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <PanelPage title={t('listings.favorites.title')}>
      {actionData && 'removed' in actionData && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('listings.favorites.removed')}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {error}
        </Alert>
      )}
      {loaderData.own.map((group) => (
        <PanelCard key={group.kind} title={t(group.title as never)}>
          <FavoriteRows
            items={group.rows}
            kind={group.kind}
            busyId={busyId}
            submitting={navigation.state === 'submitting'}
          />
        </PanelCard>
      ))}
      {groups.map((group) => (
        <PanelCard key={group.section} title={group.section}>
          <FavoriteRows
            items={group.rows}
            kind="listing"
            busyId={busyId}
            submitting={navigation.state === 'submitting'}
          />
        </PanelCard>
      ))}
      {groups.length === 0 && loaderData.own.length === 0 && (
        <PanelCard>
          <p className={classes.empty}>{t('listings.favorites.empty')}</p>
        </PanelCard>
      )}
      <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
    </PanelPage>
  );
}
