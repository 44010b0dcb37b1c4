import { useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { Anchor, Badge, Text } from '@mantine/core';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { formatNumber } from '@shahrbazar/domain/format/number';
import { textOf } from '../../../lib/form-checks.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { checkBanner } from '../../media/banner-form.ts';
import { BannerImageForm } from '../../media/banner-image.tsx';
import { imageVariant } from '../../media/image-variant.ts';
import { bannerChoices, bannerRow } from '../../media/media-rows.ts';
import { PanelCard } from '../../panel/panel-page.tsx';
import type { BannerRow } from '../../media/types.ts';
import classes from '../../media/media.module.css';
import { MANAGER } from '../access.ts';
import { defineManagerResource, type ResourceEditActionData } from './define-resource.ts';
import manager from '../manager.module.css';

/** A banner's image in the list: decorative (the title beside it says what it is), loaded as it scrolls in. */
function Picture(props: { src: string; width: number; height: number; className: string | undefined }) {
  return <img {...props} alt="" loading="lazy" decoding="async" />;
}

/** A whole number as typed, as the API takes it (checkBanner refused anything else first); null when empty. */
const numberOf = (form: FormData, name: string) => (textOf(form, name) === '' ? null : Number(textOf(form, name)));

/** The banner's fields as the API's JSON body (BannerWrite); its image is sent apart. */
function bannerWriteOf(form: FormData) {
  return {
    title: textOf(form, 'title'),
    url: textOf(form, 'url'),
    location: textOf(form, 'location'),
    section: textOf(form, 'section'),
    status: numberOf(form, 'status') ?? ActiveStatus.active,
    sortOrder: numberOf(form, 'sortOrder') ?? 0,
    item_id: numberOf(form, 'item_id'),
    itemName: textOf(form, 'itemName'),
    serviceType: textOf(form, 'serviceType'),
  };
}

/**
 * An existing banner's image, above its form: replaced at once by itself (straight to the API with a progress bar, or
 * through the page's action without JavaScript), with when it last changed and the banner's views.
 */
function BannerImageCard({
  id,
  values,
  part,
}: {
  id: number;
  values: Record<string, string>;
  part: ResourceEditActionData['part'];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PanelCard title={t('media.banners.image')}>
      <BannerImageForm
        bannerId={id}
        current={values.image ?? ''}
        returnTo={pathname}
        saved={part?.saved}
        failure={part?.failure}
      />
      <Text size="sm" c="dimmed">
        {values.imageChanged && t('media.banners.imageChanged', { date: values.imageChanged })}
        {values.imageChanged && ' · '}
        {`${t('media.banners.views')}: ${values.views ?? ''}`}
      </Text>
    </PanelCard>
  );
}

function StatusBadge({ row }: { row: BannerRow }) {
  return (
    <Badge color={row.status === 1 ? 'green' : 'gray'} variant="light">
      {row.statusLabel}
    </Badge>
  );
}

/**
 * Banners (spec: Banner): each with its image, where it is shown, status and views, in display order, by page, place
 * and status, 15 a page. A new banner's image is sent with its fields (multipart); an existing one's is replaced in
 * its own form above them.
 */
export const banners = defineManagerResource({
  list: 'banners',
  record: 'banner',
  policies: {
    index: MANAGER.bannersIndex,
    create: MANAGER.bannersCreate,
    edit: MANAGER.bannersEdit,
    delete: MANAGER.bannersDelete,
  },
  words: {
    title: 'media.nav.banners',
    create: 'media.banners.create',
    edit: 'media.banners.edit',
    save: 'media.banners.save',
    delete: 'media.banners.delete',
    name: 'media.banners.banner',
    editNamed: 'media.banners.editNamed',
    deleteNamed: 'media.banners.deleteNamed',
  },
  search: false,
  fetch: (api, { page, perPage }, selects) =>
    api.GET('/api/v1/manager/banners', {
      params: {
        query: {
          page,
          perPage,
          location: selects.location,
          section: selects.section,
          status: selects.status ? Number(selects.status) : undefined,
        },
      },
    }),
  read: (api, id) => api.GET('/api/v1/manager/banners/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/banners/{id}', { params: { path: { id } } }),
  row: (banner, number, locale, t) => bannerRow(banner, number, locale, t('media.banners.untitled')),
  name: (row) => row.title,
  nameDir: 'auto',
  // The thumbnail beside the title and its link's address; on a phone the card shows the image above instead.
  nameCell: (row, href, t, card) => {
    const name = href ? (
      <Anchor component={Link} to={href} className={manager.name} dir="auto">
        {row.title}
      </Anchor>
    ) : (
      <span className={manager.name} dir="auto">
        {row.title}
      </span>
    );
    const titleAndLink = (
      <div className={classes.fileText}>
        {name}
        {row.url ? (
          <span className={`${manager.sub} ${classes.link}`}>{row.url}</span>
        ) : (
          <span className={manager.sub}>{t('media.banners.noLink')}</span>
        )}
      </div>
    );
    if (card) return titleAndLink;
    return (
      <div className={classes.fileCell}>
        <Picture src={row.thumb} width={120} height={40} className={classes.bannerThumb} />
        {titleAndLink}
      </div>
    );
  },
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'media.banners.confirmDelete', values: { title: row.title } }),
  cardImage: (row) => <Picture src={row.cardImage} width={800} height={267} className={classes.cardImage} />,
  badge: (row) => <StatusBadge row={row} />,
  columns: [
    {
      label: 'media.banners.place',
      value: (row) => `${row.locationLabel} · ${row.sectionLabel}`,
      cell: (row) => (
        <>
          {row.locationLabel}
          <span className={manager.sub}>{row.sectionLabel}</span>
        </>
      ),
      fact: { value: (row) => `${row.locationLabel} · ${row.sectionLabel}` },
    },
    { label: 'media.banners.sortOrder', style: 'num', value: (row) => row.sortOrder },
    {
      label: 'media.banners.status',
      style: 'nowrap',
      value: (row) => row.statusLabel,
      cell: (row) => <StatusBadge row={row} />,
    },
    { label: 'media.banners.views', style: 'nowrap', value: (row) => row.views, fact: true },
    // The card shows the display order after the views; the table, before the status.
    { label: 'media.banners.sortOrder', value: (row) => row.sortOrder, fact: true, table: false, csv: false },
  ],
  selects: [
    {
      name: 'location',
      label: 'media.banners.location',
      options: (locale) => bannerChoices(locale).locations,
    },
    {
      name: 'section',
      label: 'media.banners.section',
      options: (locale) => bannerChoices(locale).sections,
    },
    {
      name: 'status',
      label: 'media.banners.status',
      options: (locale) => bannerChoices(locale).statuses,
    },
  ],
  form: {
    cards: [
      {
        title: 'media.banners.image',
        fields: [{ name: 'file', kind: 'image', label: 'media.banners.chooseImage', required: true }],
      },
      {
        fields: [
          {
            name: 'title',
            kind: 'text',
            label: 'media.banners.titleField',
            description: 'media.banners.titleHint',
            maxLength: 200,
          },
          { name: 'url', kind: 'ltr', label: 'media.banners.url', description: 'media.banners.urlHint' },
          {
            name: 'location',
            kind: 'select',
            label: 'media.banners.location',
            required: true,
            choices: (locale) => bannerChoices(locale).locations,
          },
          {
            name: 'section',
            kind: 'select',
            label: 'media.banners.section',
            required: true,
            choices: (locale) => bannerChoices(locale).sections,
          },
          {
            name: 'status',
            kind: 'select',
            label: 'media.banners.status',
            choices: (locale) => bannerChoices(locale).statuses,
          },
          {
            name: 'sortOrder',
            kind: 'number',
            label: 'media.banners.sortOrder',
            description: 'media.banners.sortOrderHint',
          },
        ],
      },
      {
        title: 'media.banners.details',
        fields: [
          { name: 'item_id', kind: 'number', label: 'media.banners.itemId' },
          { name: 'itemName', kind: 'text', label: 'media.banners.itemName', maxLength: 200 },
          { name: 'serviceType', kind: 'ltr', label: 'media.banners.serviceType', maxLength: 50 },
        ],
      },
    ],
    // The fields as typed (numbers in ASCII, as checkBanner reads them), and for the image's card its address, when
    // it last changed and the views.
    values: (banner, locale) => ({
      title: banner.title,
      url: banner.url,
      location: banner.location,
      section: banner.section,
      status: String(banner.status),
      sortOrder: String(banner.sortOrder),
      item_id: banner.itemId === null ? '' : String(banner.itemId),
      itemName: banner.itemName,
      serviceType: banner.serviceType,
      image: imageVariant(banner.image, 'medium'),
      imageChanged: banner.imageLastModified ? formatJalaliDateTime(new Date(banner.imageLastModified), locale) : '',
      views: formatNumber(banner.views, locale),
    }),
    // A new banner: shown at the top of the home page, active, first.
    defaults: () => ({ location: 'home', section: 'top', status: '1', sortOrder: '0' }),
    // A new banner's form has its image field (a picture is then required); an existing one's has not.
    check: (form) => checkBanner(form, { needsImage: form.has('file') }),
    create: (api, form) => api.POST('/api/v1/manager/banners', { body: form }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/banners/{id}', { params: { path: { id } }, body: bannerWriteOf(form) }),
    before: (id, values, part) => <BannerImageCard id={id} values={values} part={part} />,
    intents: {
      image: (api, id, form) => {
        const body = new FormData();
        const file = form.get('file');
        if (file instanceof File) body.append('file', file);
        return api.POST('/api/v1/manager/banners/{id}/image', { params: { path: { id } }, body });
      },
    },
  },
});
