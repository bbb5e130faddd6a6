import type { LaidOutPage } from '../render/layout-types';
import { layoutDraftCards, layoutIndexCards } from './cards';
import { type Column, layoutTable, type TableSpec } from './table';
import { landscape, type PageContext, portrait, type RecordView } from './view';

export type Layout = LaidOutPage & { owners: number[] };

const col = (label: string, share: number, value: Column['value']): Column => ({ label, share, value });
// Typed casualty lists used the Adjutant General's abbreviations.
const casualtyCode: Record<string, string> = {
  'Killed in Action': 'KIA',
  'Died of Wounds': 'DOW',
  'Missing in Action': 'MIA',
  'Died Non-Battle': 'DNB',
  'Died of Disease': 'Died, disease',
  'Died as Prisoner of War': 'Died, POW',
};
const name = col('Name', 22, (r) => r.nameLast);

// Registers name 20th-century men by serial number; older ones by where they were born.
function registerColumns(ctx: PageContext): Column[] {
  const modern = ctx.hand === 'typed';
  return [
    name,
    modern ? col('Serial No.', 9, (r) => r.serial) : col('Born', 12, (r) => r.birthPlace),
    col(modern ? 'Grade' : 'Rank', 8, (r) => r.rank),
    col(modern ? 'Organization' : 'Regt. & Co.', 19, (r) => r.unit),
    col('Residence', 15, (r) => r.residence),
    col('Enlisted', 10, (r) => r.enlisted),
    col('Remarks', 17, (r) => r.remarks),
  ];
}

const tables: Partial<Record<PageContext['form'], (ctx: PageContext) => TableSpec>> = {
  'muster-roll': () => ({
    ...landscape,
    rows: 28,
    ruled: true,
    columns: [
      col('No.', 4, (_r, i) => String(i + 1)),
      name,
      col('Rank', 9, (r) => r.rank),
      col('Age', 5, (r) => r.age),
      col('Enrolled, when', 12, (r) => r.enlisted),
      col('Where', 15, (r) => r.enlistedPlace),
      col('Remarks', 25, (r) => r.remarks),
    ],
  }),
  register: (ctx) => ({
    ...landscape,
    rows: ctx.hand === 'typed' ? 34 : 28,
    ruled: ctx.hand === 'hand',
    columns: registerColumns(ctx),
  }),
  'casualty-list': (ctx) => ({
    ...portrait,
    rows: 40,
    ruled: ctx.hand === 'hand',
    columns: [
      name,
      col('Rank', 10, (r) => r.rank),
      col('Serial No.', 11, (r) => r.serial || r.company),
      col('Organization', 20, (r) => r.unit),
      col('Home of Record', 16, (r) => r.residence),
      col('Date', 10, (r) => r.died),
      col('Casualty', 13, (r) => casualtyCode[r.casualty] ?? r.casualty),
    ],
  }),
  'burial-register': () => ({
    ...landscape,
    rows: 30,
    ruled: true,
    columns: [
      col('Grave', 6, (r) => r.grave),
      name,
      col('Rank', 8, (r) => r.rank),
      col('Organization', 22, (r) => r.unit),
      col('State', 11, (r) => r.state),
      col('Date of Death', 11, (r) => r.died),
      col('Remarks', 20, (r) => r.casualty),
    ],
  }),
};

/** How many records one page of a form holds. */
export function capacity(ctx: Pick<PageContext, 'form' | 'hand'>): number {
  if (ctx.form === 'index-cards') return 3;
  if (ctx.form === 'draft-cards') return 2;
  if (ctx.form === 'photos') return 0;
  return tables[ctx.form]!(ctx as PageContext).rows;
}

export function layoutPage(ctx: PageContext, records: RecordView[]): Layout {
  if (ctx.form === 'index-cards') return layoutIndexCards(ctx, records);
  if (ctx.form === 'draft-cards') return layoutDraftCards(ctx, records);
  const spec = tables[ctx.form];
  if (!spec) throw new Error(`form ${ctx.form} has no page layout`);
  return layoutTable(ctx, spec(ctx), records);
}
