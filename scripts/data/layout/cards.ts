import type { LaidOutPage, Rect } from '../render/layout-types';
import { Composer } from './compose';
import { type PageContext, type RecordView, portrait } from './view';

type Field = [label: string, value: (r: RecordView) => string];

const serviceFields: Field[] = [
  ['Rank', (r) => r.rankFull],
  ['Appears on', () => 'Company Muster Roll'],
  ['Enlisted', (r) => `${r.enlisted}, ${r.enlistedPlace}`],
  ['Age', (r) => (r.age ? `${r.age} years` : '')],
  ['Remarks', (r) => r.remarks],
];

const pensionFields: Field[] = [
  ['Service', (r) => r.unit],
  ['Rank', (r) => r.rankFull],
  ['Residence', (r) => r.residence],
  ['Application No.', (r) => r.serial],
  ['Remarks', (r) => r.remarks],
];

/** Index cards, three to a frame as the copyists' cards were filmed, each holding one man. */
export function layoutIndexCards(ctx: PageContext, records: RecordView[]): LaidOutPage & { owners: number[] } {
  const { width, height } = portrait;
  const c = new Composer(width, height, ctx.seed);
  c.text(`${ctx.title} - ${ctx.rollTitle} - Frame ${ctx.pageNumber}`, 90, 70, 24, 'typed', {
    maxWidth: width - 180,
    ink: 200,
  });
  const pension = /Pension/.test(ctx.contentType);
  const fields = pension ? pensionFields : serviceFields;
  const cardH = 790;
  const rects: Rect[] = [];
  records.forEach((record, i) => {
    const card = { x: 150 + (i % 2) * 14, y: 120 + i * (cardH + 45), w: 1700, h: cardH };
    c.card(card);
    rects.push(card);
    const x = card.x + 70;
    const valueX = card.x + 480;
    const right = card.x + card.w - 60;
    if (pension) {
      c.text(ctx.docType.toUpperCase(), card.x + card.w / 2, card.y + 95, 34, 'typed', {
        bold: true,
        align: 'center',
        owner: -1,
      });
    } else {
      c.text(record.regiment, x, card.y + 100, 40, ctx.hand, { maxWidth: 1100, owner: i });
      c.text(`Co. ${record.company}`, right, card.y + 100, 40, ctx.hand, { align: 'right', owner: i });
    }
    c.rule(card.x + 40, card.y + 140, card.w - 80, 3, 120);
    c.text(record.nameLast, x, card.y + 230, 48, ctx.hand, { maxWidth: card.w - 140, owner: i });
    fields.forEach(([label, value], f) => {
      const y = card.y + 330 + f * 88;
      c.text(`${label}:`, x, y, 26, 'typed', { ink: 50, owner: i });
      c.text(value(record), valueX, y, 32, ctx.hand, { maxWidth: right - valueX, owner: i });
      c.rule(valueX - 10, y + 14, right - valueX + 10, 1, 165);
    });
  });
  return c.finish(rects);
}

const draftFields: Field[] = [
  ['1  Name in full', (r) => r.nameFull],
  ['2  Home address', (r) => r.residence],
  ['3  Date of birth', (r) => r.born],
  ['4  Place of birth', (r) => r.birthPlace],
  ['5  Age in years', (r) => r.age],
  ['6  Occupation', (r) => r.occupation],
  ['7  Race', (r) => r.race],
];

/** Draft registration cards: a printed form completed by the registrar in ink, two cards to a frame. */
export function layoutDraftCards(ctx: PageContext, records: RecordView[]): LaidOutPage & { owners: number[] } {
  const { width, height } = portrait;
  const c = new Composer(width, height, ctx.seed);
  const cardH = 1220;
  const rects: Rect[] = [];
  records.forEach((record, i) => {
    const card = { x: 110 + (i % 2) * 20, y: 110 + i * (cardH + 50), w: 1760, h: cardH };
    c.card(card);
    rects.push(card);
    const x = card.x + 60;
    const right = card.x + card.w - 60;
    c.text('REGISTRATION CARD', card.x + card.w / 2, card.y + 95, 46, 'typed', {
      bold: true,
      align: 'center',
      owner: -1,
    });
    c.text('SERIAL NUMBER', x, card.y + 165, 24, 'typed', { ink: 50 });
    c.text(record.serial, x + 250, card.y + 165, 34, 'hand', { owner: i });
    c.text(`ORDER NUMBER`, card.x + card.w / 2 + 100, card.y + 165, 24, 'typed', { ink: 50 });
    c.text(String(((ctx.pageNumber * 37 + i * 11) % 900) + 100), card.x + card.w / 2 + 330, card.y + 165, 34, 'hand', {
      owner: i,
    });
    c.box(card.x + 30, card.y + 195, card.w - 60, cardH - 330, 3, 100);
    draftFields.forEach(([label, value], f) => {
      const y = card.y + 290 + f * 110;
      c.text(label, x + 10, y, 25, 'typed', { ink: 45 });
      c.text(value(record), x + 420, y, 36, 'hand', { maxWidth: right - x - 440, owner: i });
      c.rule(card.x + 30, y + 40, card.w - 60, 2, 130);
    });
    c.text(
      'I affirm that I have verified above answers and that they are true.',
      x + 10,
      card.y + cardH - 100,
      24,
      'typed',
      { ink: 50, maxWidth: card.w - 120 },
    );
    c.text(record.nameFull, right, card.y + cardH - 45, 38, 'hand', { align: 'right', maxWidth: 900, owner: i });
  });
  return c.finish(rects);
}
