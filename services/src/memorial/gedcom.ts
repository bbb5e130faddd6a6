import type { MemorialDto, MemorialElementDto } from '@muster/contract';
import { type DateParts, type ParsedDate, parseFactDate } from '@muster/contract/rules';

/**
 * A person or serviceperson memorial as a GEDCOM 5.5.1 file (issue 6): one INDI with its NAME, the facts as
 * BIRT, DEAT, RESI and EVEN (dates and places together per event), other facts as FACT, the stories as NOTEs and
 * the sources as SOUR records cited where they were given.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const part = (d: DateParts) =>
  [d.day, d.month ? MONTHS[d.month - 1] : null, d.year].filter((x) => x !== null).join(' ');

/** `17 SEP 1862`, `SEP 1862`, `1862`, `BET 1861 AND 1865`; text no date reading understands goes as a phrase. */
export function gedcomDate(text: string): string {
  const parsed: ParsedDate | null = parseFactDate(text);
  if (!parsed) return `(${text.replace(/[()]/g, '')})`;
  return parsed.end ? `BET ${part(parsed.start)} AND ${part(parsed.end)}` : part(parsed.start);
}

/** `John Henry Smith` as `John Henry /Smith/`: the last word is taken for the surname. */
export function gedcomName(title: string): string {
  const words = title.trim().split(/\s+/);
  if (words.length < 2) return `/${words[0] ?? ''}/`;
  return `${words.slice(0, -1).join(' ')} /${words[words.length - 1]}/`;
}

/** Events GEDCOM has tags for; other dated or placed facts are an EVEN with their name as TYPE. */
const EVENT_TAGS: Record<string, string> = {
  'vital.birth': 'BIRT',
  'vital.death': 'DEAT',
  residence: 'RESI',
  'vital.burial': 'BURI',
};

/** Pieces of at most 200 characters, never cut beside a space (readers trim the ends of each line). */
function cut(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > 200) {
    let at = 200;
    while (at > 100 && (rest[at - 1] === ' ' || rest[at] === ' ')) at--;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return [...pieces, rest];
}

/** Lines of a text value: newlines become CONT, long lines are cut into CONC pieces; `@` is doubled as 5.5.1 asks. */
function textLines(level: number, tag: string, text: string): string[] {
  const out: string[] = [];
  text
    .replace(/\r\n?/g, '\n')
    .replace(/@/g, '@@')
    .split('\n')
    .forEach((line, n) => {
      const pieces = cut(line.trimEnd());
      pieces.forEach((piece, p) => {
        const t = n === 0 && p === 0 ? tag : p === 0 ? 'CONT' : 'CONC';
        out.push(`${n === 0 && p === 0 ? level : level + 1} ${t}${piece ? ` ${piece}` : ''}`);
      });
    });
  return out;
}

interface Source {
  link: string | null;
  comment: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function memorialGedcom(memorial: MemorialDto, exported: Date): string {
  const sources: Source[] = [];
  const sourceRef = (s: unknown) => {
    const v = (s ?? {}) as Record<string, unknown>;
    const source = { link: str(v.link), comment: str(v.comment) };
    let at = sources.findIndex((x) => x.link === source.link && x.comment === source.comment);
    if (at < 0) at = sources.push(source) - 1;
    return `@S${at + 1}@`;
  };
  const facts = memorial.elements.filter((e) => e.type === 'FACT');
  // Date and place facts of one event (date.vital.birth, place.vital.birth) make one GEDCOM event.
  const events = new Map<string, { name: string; date?: string; place?: string; sources: string[] }>();
  const attributes: string[] = [];
  for (const fact of facts) {
    const type = str(fact.value.type) ?? '';
    const value = str(fact.value.value);
    const cited = (Array.isArray(fact.value.sources) ? fact.value.sources : []).map(sourceRef);
    const kind = type.startsWith('date.') ? 'date' : type.startsWith('place.') ? 'place' : null;
    if (!value) continue;
    if (!kind) {
      attributes.push(
        ...textLines(1, 'FACT', value),
        ...textLines(2, 'TYPE', str(fact.value.name) ?? type),
        ...cited.map((s) => `2 SOUR ${s}`),
      );
      continue;
    }
    const key = type.slice(kind.length + 1);
    const event = events.get(key) ?? { name: str(fact.value.name) ?? key, sources: [] };
    event[kind] = value;
    event.sources.push(...cited.filter((s) => !event.sources.includes(s)));
    events.set(key, event);
  }
  const lines = [
    '0 HEAD',
    '1 SOUR MUSTER',
    '2 NAME Muster',
    `1 DATE ${part({ year: exported.getUTCFullYear(), month: exported.getUTCMonth() + 1, day: exported.getUTCDate() })}`,
    '1 SUBM @U1@',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '0 @U1@ SUBM',
    ...textLines(1, 'NAME', memorial.ownerUsername),
    '0 @I1@ INDI',
    ...textLines(1, 'NAME', gedcomName(memorial.title)),
  ];
  for (const [key, event] of events) {
    const tag = EVENT_TAGS[key];
    lines.push(tag ? `1 ${tag}` : '1 EVEN');
    if (!tag) lines.push(...textLines(2, 'TYPE', event.name));
    if (event.date) lines.push(`2 DATE ${gedcomDate(event.date)}`);
    if (event.place) lines.push(...textLines(2, 'PLAC', event.place));
    lines.push(...event.sources.map((s) => `2 SOUR ${s}`));
  }
  lines.push(...attributes);
  for (const story of memorial.elements.filter((e: MemorialElementDto) => e.type === 'STORY')) {
    const title = str(story.value.title);
    lines.push(...textLines(1, 'NOTE', [title, str(story.value.content)].filter(Boolean).join('\n')));
  }
  const own = memorial.elements.filter((e) => e.type === 'SOURCE').map((e) => sourceRef(e.value));
  lines.push(...[...new Set(own)].map((s) => `1 SOUR ${s}`));
  sources.forEach((s, n) => {
    lines.push(`0 @S${n + 1}@ SOUR`, ...textLines(1, 'TITL', s.comment ?? s.link ?? ''));
    if (s.link) lines.push(...textLines(1, 'NOTE', s.link));
  });
  lines.push('0 TRLR');
  return `${lines.join('\r\n')}\r\n`;
}
