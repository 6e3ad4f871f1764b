import type { Attachment } from '@fedi/shared';

/** Spec §9: tall post threshold and long subject length. */
export const TALL_POST_THRESHOLD = 20;
export const LONG_SUBJECT_LENGTH = 240;
export const GALLERY_PER_ROW = 3;
export const HIDE_MODE_COLLAPSE_COUNT = 8;
export const MAX_THUMBNAILS = 16;

/** Scores kept per HTML string (a status re-rendered while scrolling is not measured again). */
const SCORE_CACHE_SIZE = 2000;
const scores = new Map<string, number>();

/**
 * How tall a post is: the number of paragraphs and line breaks plus the text length / 80
 * (spec §4). Reads the HTML, so it works before the content is rendered.
 */
export function tallnessScore(html: string): number {
  const known = scores.get(html);
  if (known !== undefined) return known;
  const breaks = (html.match(/<p[\s>]|<br\s*\/?>/gi) ?? []).length;
  const text = html.replace(/<[^>]*>/g, '');
  const score = breaks + text.length / 80;
  scores.set(html, score);
  if (scores.size > SCORE_CACHE_SIZE) scores.delete(scores.keys().next().value as string);
  return score;
}

export const isTallPost = (html: string) => tallnessScore(html) > TALL_POST_THRESHOLD;
export const isLongSubject = (summary: string) => summary.length > LONG_SUBJECT_LENGTH;

export interface CollapseInput {
  html: string;
  summary: string;
  /** collapseMessageWithSubject preference (default true). */
  collapseWithSubject: boolean;
}

/** Which collapse applies to a post's body: behind its content warning, tall-post cut, or none. */
export function collapseKind({ html, summary, collapseWithSubject }: CollapseInput): 'subject' | 'tall' | 'none' {
  if (summary.trim() !== '' && collapseWithSubject) return 'subject';
  if (isTallPost(html)) return 'tall';
  return 'none';
}

/** Width / height of an attachment from its meta, 1 (square) when unknown; video defaults to 16:9. */
export function aspectOf(attachment: Pick<Attachment, 'meta' | 'type'>): number {
  const meta = attachment.meta as
    { original?: { width?: number; height?: number; aspect?: number }; small?: { aspect?: number } } | undefined;
  const original = meta?.original;
  if (original?.aspect && original.aspect > 0) return original.aspect;
  if (original?.width && original.height) return original.width / original.height;
  if (meta?.small?.aspect && meta.small.aspect > 0) return meta.small.aspect;
  return attachment.type === 'video' ? 16 / 9 : 1;
}

/** Rows of up to 3 items; a lone last item joins the previous row when that row has 2 (never above 3). */
export function galleryRows<T>(items: readonly T[], perRow = GALLERY_PER_ROW): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += perRow) rows.push(items.slice(index, index + perRow));
  return rows;
}

/**
 * Dimensional score: the gallery's height divided by its width when every row fills the width
 * (a row's height = width / sum of its items' aspect ratios). Above 1 the gallery is taller than wide.
 */
export function galleryScore(attachments: readonly Pick<Attachment, 'meta' | 'type'>[]): number {
  const media = attachments.filter((attachment) => attachment.type === 'image' || attachment.type === 'video');
  return galleryRows(media).reduce((sum, row) => sum + 1 / row.reduce((total, item) => total + aspectOf(item), 0), 0);
}

/** Spec §9: collapse the gallery when its score exceeds 1, or in hide mode with more than 8 items. */
export function shouldCollapseGallery(
  attachments: readonly Pick<Attachment, 'meta' | 'type'>[],
  hideMode: boolean,
): boolean {
  if (hideMode) return attachments.length > HIDE_MODE_COLLAPSE_COUNT;
  return galleryScore(attachments) > 1;
}
