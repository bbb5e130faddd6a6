import sharp from 'sharp';
import { layoutPage } from '../layout/forms';
import type { PageContext, RecordView } from '../layout/view';
import { PageRenderer } from './page';

const view = (i: number): RecordView => ({
  nameLast: `Spear, Ellis ${i}`,
  nameFull: 'Ellis Spear',
  rank: 'Capt.',
  rankFull: 'Captain',
  age: '24',
  born: 'Oct. 15, 1834',
  birthPlace: 'Warren, Maine',
  residence: 'Wiscasset, Maine',
  state: 'Maine',
  enlisted: 'Aug. 29, 1862',
  enlistedPlace: 'Portland, Maine',
  company: 'G',
  regiment: '20th Maine Infantry',
  unit: 'Co. G, 20th Maine Infantry',
  serial: '',
  died: '',
  deathPlace: '',
  casualty: '',
  discharged: 'June 4, 1865',
  remarks: 'Mustered out June 4, 1865',
  occupation: 'Teacher',
  race: 'White',
  grave: '12',
});

describe('page rendering', () => {
  it('renders a greyscale JPEG of the layout size that is not blank', async () => {
    const ctx: PageContext = {
      form: 'muster-roll',
      title: 'Civil War Union Regimental Muster Rolls',
      rollTitle: 'Maine - 20th Maine Infantry - G',
      pageNumber: 1,
      hand: 'hand',
      contentType: 'Muster Rolls',
      docType: 'Muster Roll',
      conflict: 'Civil War',
      year: 1862,
      seed: 99,
    };
    const page = layoutPage(
      ctx,
      Array.from({ length: 12 }, (_, i) => view(i)),
    );
    const jpeg = await new PageRenderer().render(page.layout);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', page.layout.width, page.layout.height]);
    expect(Math.max(meta.width!, meta.height!)).toBeGreaterThanOrEqual(2000);
    const stats = await sharp(jpeg).stats();
    const grey = stats.channels[0];
    expect(grey.mean).toBeGreaterThan(120);
    expect(grey.stdev).toBeGreaterThan(10);
    expect(grey.min).toBeLessThan(80);
  }, 30_000);
});
