import { createRequire } from 'node:module';
import {
  type ComparisonData,
  type KnownDayPart,
  mapLink,
  type PlanDestination,
  type PlanRecord,
  type PreviewDestination,
  placeName,
} from '@app/shared';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** DejaVu Sans covers Latin, Vietnamese, Greek and Cyrillic: Hội An, Kraków and Zürich print. */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type PdfImage = { kind: 'svg'; svg: string } | { kind: 'raster'; data: Buffer };

type Destination = PreviewDestination & Partial<PlanDestination>;

const INK = '#1f1a17';
const MUTED = '#5c524b';
const ACCENT = '#b4461f';
const PAGE = { size: 'A4' as const, margin: 50 };
const CONTENT_WIDTH = 595.28 - 2 * PAGE.margin;

/**
 * A plan as a PDF (plans-payments-admin §2 "Full (paid) plan views"): every heading and
 * section of the view the reader may see, with clickable map links. The record comes from
 * the presenter, so an unpaid plan's PDF holds only its preview.
 */
export function renderPlanPdf(
  plan: PlanRecord,
  opts: {
    /** Each destination's artwork or photo, drawn under its name when there is one. */
    images: { first: PdfImage | null; second: PdfImage | null };
    productName: string;
  },
): Promise<Buffer> {
  const doc = new PDFDocument({
    ...PAGE,
    info: {
      Title: `Travel plan: ${placeName(plan.plan_data.destination.location)}`,
      Author: opts.productName,
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const known = plan.plan_type === 'DESTINATION_KNOWN';
  const data = plan.plan_data;
  writeDestination(doc, data.destination, { known, image: opts.images.first, level: 1 });
  if (plan.is_preview) {
    paragraph(
      doc,
      'This is the free preview of your plan: the first place to stay, restaurant, thing to do and day. The full plan unlocks with its purchase.',
      MUTED,
    );
  }
  const second = 'second_destination' in data ? data.second_destination : undefined;
  if (second) {
    doc.addPage();
    doc.font('bold').fontSize(10).fillColor(ACCENT).text('YOUR BONUS DESTINATION');
    writeDestination(doc, second, { known: false, image: opts.images.second, level: 2 });
  }
  if (second && plan.comparison_data_unknown) {
    writeComparison(
      doc,
      placeName(data.destination.location),
      placeName(second.location),
      plan.comparison_data_unknown,
    );
  }
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string, size = 14) {
  doc.moveDown(0.8).font('bold').fontSize(size).fillColor(INK).text(text);
  doc.moveDown(0.3);
}

function paragraph(doc: PDFKit.PDFDocument, text: string, color = INK) {
  if (!text) return;
  doc.font('body').fontSize(10.5).fillColor(color).text(text, { lineGap: 2 });
  doc.moveDown(0.4);
}

/** A venue: its name as a link to the map, a detail line, and its description. */
function venue(doc: PDFKit.PDFDocument, name: string, link: string, detail: string, text: string) {
  doc.font('bold').fontSize(11).fillColor(ACCENT).text(name, { link, underline: true });
  if (detail) doc.font('body').fontSize(9.5).fillColor(MUTED).text(detail);
  paragraph(doc, text);
}

function writeImage(doc: PDFKit.PDFDocument, image: PdfImage) {
  const height = CONTENT_WIDTH * 0.5;
  const top = doc.y;
  if (image.kind === 'svg') {
    SVGtoPDF(doc, image.svg, PAGE.margin, top, {
      width: CONTENT_WIDTH,
      height,
      preserveAspectRatio: 'xMidYMid slice',
    });
  } else {
    doc.image(image.data, PAGE.margin, top, { cover: [CONTENT_WIDTH, height] });
  }
  doc.y = top + height + 12;
}

function writeDestination(
  doc: PDFKit.PDFDocument,
  d: Destination,
  opts: { known: boolean; image: PdfImage | null; level: 1 | 2 },
) {
  doc
    .font('bold')
    .fontSize(opts.level === 1 ? 24 : 20)
    .fillColor(INK)
    .text(placeName(d.location));
  doc.moveDown(0.4);
  if (opts.image) writeImage(doc, opts.image);
  paragraph(doc, d.overview);

  heading(doc, 'Where to stay:');
  for (const s of d.places_to_stay) {
    venue(
      doc,
      s.name,
      mapLink(s.google_maps_link, s.name, s.location),
      `${s.location} · ${s.price_range}`,
      s.why_recommended,
    );
  }
  heading(doc, 'Places to eat:');
  for (const r of d.restaurants) {
    venue(
      doc,
      r.restaurant_name,
      mapLink(r.google_maps_link, r.restaurant_name, r.location),
      `${r.restaurant_type} · ${r.location}`,
      r.description,
    );
  }
  heading(doc, "Things to do while you're there:");
  for (const t of d.things_to_do) {
    venue(
      doc,
      t.destination_name,
      mapLink(t.google_maps_link, t.destination_name, t.location),
      t.location,
      t.description,
    );
  }

  heading(doc, 'Important info for your trip');
  for (const [label, value] of [
    ['Best time to go:', d.time_to_go],
    ['Estimated cost:', d.estimated_cost],
    ['What to pack:', d.what_to_pack],
    ['Other tips:', d.helpful_tips],
  ] as const) {
    if (!value) continue;
    doc.font('bold').fontSize(11).fillColor(INK).text(label);
    paragraph(doc, value);
  }

  heading(doc, opts.known ? 'Your itinerary:' : "Here's an itinerary made for you:");
  for (const day of d.itinerary) {
    doc.font('bold').fontSize(12).fillColor(INK).text(`Day ${day.day_num}: ${day.summary}`);
    doc.moveDown(0.2);
    for (const [label, part] of [
      ['Morning', day.morning],
      ['Afternoon', day.afternoon],
      ['Evening', day.evening],
    ] as const) {
      doc.font('bold').fontSize(10.5).fillColor(INK).text(label);
      if (typeof part === 'string') {
        paragraph(doc, part);
      } else {
        paragraph(doc, dayPartText(part));
      }
    }
  }
}

/** The known type's day part as the full view shows it: time, activities and dining. */
function dayPartText(part: KnownDayPart): string {
  return [
    `Time: ${part.time || 'N/A'}`,
    `Activities: ${part.activities || 'None'}`,
    `Dining: ${part.dining || 'None'}`,
  ].join('\n');
}

function writeComparison(
  doc: PDFKit.PDFDocument,
  first: string,
  second: string,
  c: ComparisonData,
) {
  doc.addPage();
  heading(doc, 'Compare your destinations', 18);
  const rows: Array<[string, string, string]> = [
    ['', first, second],
    ['Cost', c.cost.firstDestination, c.cost.secondDestination],
    ['Distance', c.travel_distance.firstDestination, c.travel_distance.secondDestination],
    ['Timing', c.travel_timing, ''],
    ['Budget fit', c.budget_highlights, ''],
    ['Other', c.other_tips, ''],
  ];
  const label = 90;
  const column = (CONTENT_WIDTH - label) / 2;
  for (const [name, a, b] of rows) {
    const top = doc.y;
    const span = b === '' && name !== '';
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(name, PAGE.margin, top, { width: label - 8 });
    const font = name === '' ? 'bold' : 'body';
    doc
      .font(font)
      .fontSize(10)
      .text(a, PAGE.margin + label, top, { width: span ? 2 * column : column - 8 });
    const afterA = doc.y;
    if (!span) doc.text(b, PAGE.margin + label + column, top, { width: column - 8 });
    doc.y = Math.max(afterA, doc.y) + 8;
    doc
      .moveTo(PAGE.margin, doc.y - 4)
      .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y - 4)
      .strokeColor('#ddd4cb')
      .stroke();
  }
  doc.x = PAGE.margin;
}
