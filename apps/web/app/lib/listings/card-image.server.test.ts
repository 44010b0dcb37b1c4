import { describe, expect, it } from 'vitest';
import { renditionsSrcSet } from '../media.ts';
import { cardImage, imageView } from './view.server.ts';

const base = '/images/files/2026/11/210b7c217b66bb82926992a2';
const uploaded = {
  id: 1,
  path: `${base}-large.webp`,
  data: { thumb: `${base}-thumb.webp`, medium: `${base}-medium.webp`, large: `${base}-large.webp` },
} as Parameters<typeof imageView>[0];

describe("a card's picture (ADR 0046)", () => {
  it('travels as its address alone and draws the same srcset as the API renditions give', () => {
    const view = imageView(uploaded);
    const card = cardImage(view);
    expect(card).toEqual({ src: `${base}-medium.webp`, renditions: true });
    expect(renditionsSrcSet(card.src)).toBe(view.srcSet);
  });

  it('keeps a srcset it could not make, and none for the placeholder', () => {
    const partial = {
      ...uploaded,
      data: { medium: `${base}-medium.webp`, large: `${base}-large.webp` },
    } as typeof uploaded;
    expect(cardImage(imageView(partial)).srcSet).toBe(`${base}-medium.webp 640w, ${base}-large.webp 1280w`);
    expect(cardImage(imageView(undefined))).toEqual({ src: '/images/noPic.jpg' });
    expect(renditionsSrcSet('/images/noPic.jpg')).toBeUndefined();
  });
});
