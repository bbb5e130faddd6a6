import type { Face } from '../render/fonts';
import type { FormKind } from '../curated/publications';

/** A record as a clerk would write it on the page: every value already formatted as text. */
export interface RecordView {
  /** "Chamberlain, Joshua L." */
  nameLast: string;
  /** "Joshua L. Chamberlain" */
  nameFull: string;
  rank: string;
  rankFull: string;
  age: string;
  born: string;
  birthPlace: string;
  residence: string;
  state: string;
  enlisted: string;
  enlistedPlace: string;
  company: string;
  regiment: string;
  unit: string;
  serial: string;
  died: string;
  deathPlace: string;
  casualty: string;
  discharged: string;
  remarks: string;
  occupation: string;
  race: string;
  grave: string;
}

/** What the page header says and how its entries are written. */
export interface PageContext {
  form: FormKind;
  title: string;
  rollTitle: string;
  pageNumber: number;
  /** Face the entries are written in; printed parts of forms are always typed. */
  hand: Face;
  contentType: string;
  docType: string;
  conflict: string;
  /** Years of the record: some forms print "191_" or "194_" for the clerk to complete. */
  year: number;
  seed: number;
}

export const landscape = { width: 2800, height: 2000 };
export const portrait = { width: 2000, height: 2700 };
