import fs from 'node:fs';
import path from 'node:path';

// A roll's surnames and given names repeat; a file of unique names would make every row a new dictionary word.
const SURNAMES = [
  'Abbott',
  'Baker',
  'Carver',
  'Dunham',
  'Ellis',
  'Fairbanks',
  'Gould',
  'Hale',
  'Ingalls',
  'Jewett',
  'Kimball',
  'Lovejoy',
  'Merrill',
  'Nutting',
  'Osgood',
  'Putnam',
  'Quimby',
  'Rollins',
  'Sargent',
  'Tuttle',
];
const GIVEN = [
  'John',
  'William',
  'James',
  'George',
  'Charles',
  'Thomas',
  'Henry',
  'Joseph',
  'Samuel',
  'David',
  'Edward',
  'Benjamin',
  'Daniel',
  'Franklin',
  'Horace',
  'Isaac',
  'Levi',
  'Moses',
  'Nathan',
  'Orrin',
];
const RANKS = ['Private', 'Corporal', 'Sergeant', 'Musician', 'Wagoner'];

/**
 * A CSV of `rows` generated soldiers on the given pages, every 100th row bad (no surname, a date that is no date, or
 * a page of no publication). Answers the number of good rows.
 */
export function writeImportFile(file: string, rows: number, pages: number[], badPage: number): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.openSync(file, 'w');
  let chunk = 'Surname,Given Name,Birth,Enlisted,Image ID,Rank,Gender,Service No\n';
  let good = 0;
  for (let n = 1; n <= rows; n++) {
    let surname = SURNAMES[n % SURNAMES.length];
    let birth = `18${30 + (n % 12)}-0${1 + (n % 9)}-1${n % 10}`;
    let page = String(pages[n % pages.length]);
    if (n % 100 === 0) {
      const kind = (n / 100) % 3;
      if (kind === 0) surname = '';
      else if (kind === 1) birth = 'unknown';
      else page = String(badPage);
    } else good++;
    chunk += `${surname},${GIVEN[(n * 7) % GIVEN.length]},${birth},1862-0${1 + (n % 9)},${page},${RANKS[n % RANKS.length]},M,B${n}\n`;
    if (chunk.length > 1 << 16) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
  return good;
}
