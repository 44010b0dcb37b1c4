import type { ManagedBanner, ManagedFile } from '@shahrbazar/domain/api/media.schema';
import { BannerLocation, BannerSection } from '@shahrbazar/domain/enums/banner';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { formatFileSize } from '@shahrbazar/domain/format/file-size';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Option } from '../manager/types.ts';
import { imageVariant } from './image-variant.ts';
import type { BannerRow, FileRow } from './types.ts';

// Rows and choices of the media screens, in the page's locale: the back office's declared lists of files and banners
// make their rows with them on the server (components/manager/resource/files.tsx, banners.tsx); the enumerations are
// the domain's defineEnum, which carries no schema (ADR 0123).

/** A stored file as a row: Persian digits, Jalali date, size in kilobytes or megabytes. */
export function fileRow(
  file: ManagedFile,
  number: string,
  locale: Locale,
  texts: { untitled: string; unknownUser: string },
): FileRow {
  const isVideo = file.fileType === FileType.video;
  const { width, height } = file.data;
  return {
    id: file.id,
    number,
    title: file.title || texts.untitled,
    isVideo,
    typeLabel: FileType.label(file.fileType, locale),
    path: file.path,
    thumb: isVideo ? file.path : (file.data.variants?.thumb ?? imageVariant(file.path, 'thumb')),
    size: formatFileSize(file.data.bytes, locale),
    dimensions: width && height ? `${localizeDigits(width, locale)} × ${localizeDigits(height, locale)}` : '',
    uploadedBy: file.userName || (file.userId === null ? texts.unknownUser : ''),
    uploadedAt: formatJalaliDate(new Date(file.registerDate), locale),
  };
}

const placeLabel =
  (label: (value: never, locale: Locale) => string, is: (value: unknown) => boolean) =>
  (value: string, locale: Locale) => (is(value) ? label(value as never, locale) : value);

export const locationLabel = placeLabel(BannerLocation.label, (value) => BannerLocation.is(value));
export const sectionLabel = placeLabel(BannerSection.label, (value) => BannerSection.is(value));

/** A banner as a row of the back office's list. */
export function bannerRow(banner: ManagedBanner, number: string, locale: Locale, untitled: string): BannerRow {
  return {
    id: banner.id,
    number,
    title: banner.title || untitled,
    thumb: imageVariant(banner.image, 'thumb'),
    cardImage: imageVariant(banner.image, 'medium'),
    url: banner.url,
    locationLabel: locationLabel(banner.location, locale),
    sectionLabel: sectionLabel(banner.section, locale),
    status: banner.status,
    statusLabel: ActiveStatus.is(banner.status) ? ActiveStatus.label(banner.status, locale) : String(banner.status),
    views: formatNumber(banner.views, locale),
    sortOrder: localizeDigits(banner.sortOrder, locale),
  };
}

const asOptions = (options: ReadonlyArray<{ value: number | string; label: string }>): Option[] =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

/** The choices of the banner form and filters: pages, places on a page, statuses. */
export function bannerChoices(locale: Locale) {
  return {
    locations: asOptions(BannerLocation.options(locale)),
    sections: asOptions(BannerSection.options(locale)),
    statuses: asOptions(ActiveStatus.options(locale)),
  };
}
