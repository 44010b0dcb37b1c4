import { Link } from '../../../lib/link.tsx';
import { Anchor } from '@mantine/core';
import type { ListingImage } from '@shahrbazar/domain/api/listing.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import type { TFunction } from '../../../lib/i18n.ts';
import { mediaSrc, NO_PIC_SRC } from '../../../lib/media.ts';
import { WEB_VERTICALS, webVertical } from '../../../verticals/registry.ts';
import { StatusBadge } from '../../listings/status-badge.tsx';
import listingClasses from '../../listings/panel-listings.module.css';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import classes from '../manager.module.css';

/**
 * The queue opens on what waits for a person, oldest first: under review or paid and waiting for confirmation, of
 * every vertical (issue 35; domain WAITING_FOR_REVIEW); «همه» shows every status.
 */
const WAITING = 'waiting';

/** A vertical's name in the page's words: its section's title («غرفه‌ها»). */
const sectionOf = (key: string, t: TFunction) => {
  const vertical = webVertical(key);
  return vertical ? t(`sections.${vertical.section}.title`) : key;
};

/** A listing's first picture, its smallest rendition; the «no picture» image when it has none. */
const thumbOf = (image: ListingImage | undefined) => (image ? mediaSrc(image.data?.thumb ?? image.path) : NO_PIC_SRC);

const Thumb = ({ src }: { src: string }) => (
  <img src={src} alt="" width={48} height={48} className={listingClasses.thumb} loading="lazy" />
);

/**
 * The moderation queue of every vertical's listings: filtered by vertical (the registry's, ADR 0125), status (what
 * waits for a person unless another is chosen) and a search text; each row opens the listing in full, where it is
 * approved, rejected with a message, deactivated, marked special or deleted. Listings are made by their owners.
 */
export const listings = defineManagerResource({
  list: 'listings',
  record: 'listing',
  policies: {
    index: MANAGER.listingsIndex,
    create: MANAGER.listingsIndex,
    edit: MANAGER.listingsIndex,
    delete: MANAGER.listingsDelete,
  },
  words: {
    title: 'listings.manager.title',
    create: 'listings.manager.title',
    edit: 'listings.manager.open',
    save: 'listings.manager.open',
    delete: 'listings.manager.open',
    searchPlaceholder: 'listings.manager.searchPlaceholder',
    name: 'listings.manager.titleField',
    editNamed: 'listings.manager.open',
    deleteNamed: 'listings.manager.open',
  },
  searchName: 'q',
  creates: false,
  listDelete: false,
  selects: [
    {
      name: 'vertical',
      label: 'listings.manager.vertical',
      options: (_locale, t) =>
        WEB_VERTICALS.map((vertical) => ({ value: vertical.key, label: sectionOf(vertical.key, t) })),
    },
    {
      name: 'status',
      label: 'listings.manager.status',
      initial: WAITING,
      options: (locale, t) => [
        { value: WAITING, label: t('listings.manager.waiting') },
        ...ListingStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label })),
      ],
    },
  ],
  fetch: (api, { page, perPage, textSearch }, { vertical, status }) =>
    api.GET('/api/v1/manager/listings', {
      params: {
        query: {
          page,
          perPage,
          vertical: webVertical(vertical ?? '')?.key,
          waiting: status === WAITING ? 'true' : undefined,
          status: status === undefined || status === WAITING ? undefined : (Number(status) as ListingStatus),
          q: textSearch,
        },
      },
    }),
  read: (api, id) => api.GET('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
  row: (item, number, locale, t) => {
    const category = item.generalSubSubCategory ?? item.generalSubCategory ?? item.generalCategory;
    return {
      id: item.id,
      number,
      title: item.title,
      image: thumbOf(item.images[0]),
      owner: item.user.name || t('panel.unnamed'),
      city: item.city?.name ?? '',
      category: category?.title ?? '',
      section: sectionOf(item.vertical, t),
      status: item.status,
      statusLabel: ListingStatus.is(item.status) ? ListingStatus.label(item.status, locale) : String(item.status),
      date: formatJalaliDate(new Date(item.registerDate), locale),
    };
  },
  name: (row) => row.title,
  page: (row) => `/manager/listing/${row.id}`,
  nameCell: (row, href) => (
    <>
      <Anchor component={Link} to={href!} className={classes.name} dir="auto">
        {row.title}
      </Anchor>
      <span className={classes.sub}>{row.section}</span>
    </>
  ),
  thumb: { label: 'listings.manager.image', cell: (row) => <Thumb src={row.image} /> },
  badge: (row) => <StatusBadge status={row.status} />,
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'listings.manager.confirmDelete', values: { title: row.title } }),
  open: { label: 'listings.manager.open', to: (row) => `/manager/listing/${row.id}` },
  columns: [
    { label: 'listings.manager.owner', value: (row) => row.owner, fact: true },
    { label: 'listings.manager.city', value: (row) => row.city, fact: true },
    {
      label: 'listings.manager.category',
      value: (row) => row.category,
      // The card says the vertical with it (the table says it under the title).
      fact: { value: (row) => `${row.section} · ${row.category}` },
    },
    {
      label: 'listings.manager.status',
      value: (row) => row.statusLabel,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { label: 'listings.manager.date', style: 'nowrap', value: (row) => row.date, fact: true },
  ],
});
