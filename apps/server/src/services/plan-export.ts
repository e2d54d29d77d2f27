import { BRAND, placeName } from '@app/shared';
import { presentPlan } from '../presenters/plan.ts';
import { renderArtwork } from '../providers/images/artwork.ts';
import { isValidSlug, slugify, titleFromSlug } from '../providers/images/slug.ts';
import type { PdfImage } from '../providers/pdf/plan-pdf.ts';
import type { PlanRow } from './plans.ts';

const LOCAL_ART = /^\/images\/art\/destination\/([a-z0-9-]+)\.svg(?:\?(.*))?$/;
const PHOTO_TIMEOUT_MS = 3000;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A destination's picture for the PDF (its first photo): the app's own artwork is drawn again from
 * its address (no request to ourselves); a provider's photo is fetched with a short timeout.
 * Anything else, or any failure, means a PDF without a picture rather than no PDF.
 */
async function destinationImage(url: string | undefined): Promise<PdfImage | null> {
  if (!url) return null;
  const local = url.match(LOCAL_ART);
  if (local?.[1] && isValidSlug(local[1])) {
    const index = Number(new URLSearchParams(local[2] ?? '').get('i') ?? 0);
    const svg = renderArtwork({
      kind: 'destination',
      title: titleFromSlug(local[1]),
      seed: local[1],
      index: Number.isInteger(index) && index >= 0 && index < 10 ? index : 0,
    });
    return { kind: 'svg', svg };
  }
  if (!/^https:\/\//.test(url)) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !/^image\/(jpeg|png)/.test(type)) return null;
    const data = Buffer.from(await res.arrayBuffer());
    return data.length <= PHOTO_MAX_BYTES ? { kind: 'raster', data } : null;
  } catch {
    return null;
  }
}

/** The PDF of a plan as this reader may see it (a preview until paid) and its file name. */
export async function planPdf(opts: {
  row: PlanRow;
  full: boolean;
  isOwner: boolean;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const record = presentPlan(opts.row, { full: opts.full, isOwner: opts.isOwner });
  // Fetched side by side: a slow photo host costs one timeout, not two.
  const [first, second] = await Promise.all([
    destinationImage(record.photos_first_destination[0]),
    destinationImage(record.photos_second_destination[0]),
  ]);
  // pdfkit and its fonts load on the first download, not at every start.
  const { renderPlanPdf } = await import('../providers/pdf/plan-pdf.ts');
  const pdf = await renderPlanPdf(record, {
    images: { first, second },
    productName: BRAND.productName,
  });
  const name = slugify(placeName(record.plan_data.destination.location), `plan-${record.id}`);
  return { pdf, fileName: `travel-plan-${name}.pdf` };
}
