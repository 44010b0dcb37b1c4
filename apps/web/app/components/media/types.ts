/** Shapes of the media screens (files, banners): no runtime code. */

/** A stored file as a row of the Files screen, every text ready in the page's locale. */
export interface FileRow {
  id: number;
  /** Row number (spec section 9), in the page's digits. */
  number: string;
  title: string;
  isVideo: boolean;
  typeLabel: string;
  /** The file's public address (the largest rendition of an image). */
  path: string;
  /** A small rendition for the list; the file itself for a video. */
  thumb: string;
  size: string;
  /** «۱۲۰۰ × ۸۰۰» for images; '' for videos. */
  dimensions: string;
  uploadedBy: string;
  uploadedAt: string;
}

/** A banner as a row of the back office's list. */
export interface BannerRow {
  id: number;
  number: string;
  title: string;
  thumb: string;
  /** The 800-pixel rendition, for the cards of a phone's list (as wide as the screen). */
  cardImage: string;
  url: string;
  locationLabel: string;
  sectionLabel: string;
  status: number;
  statusLabel: string;
  views: string;
  sortOrder: string;
}
