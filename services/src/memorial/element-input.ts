import type { ObjectReference } from '@muster/contract';
import { InputError, LIMITS, optionalText, requiredText, parseFactDate } from '@muster/contract/rules';
import { Refusal } from './memorial-edit';

/** The element types a memorial holds that members write (content spec §3.3, §3.6). */
export const ELEMENT_TYPES = [
  'STORY',
  'FACT',
  'SOURCE',
  'LINK',
  'COVER_IMAGE',
  'BACKGROUND_IMAGE',
  'HONOR_IMAGE',
  'IMAGE',
  'COMMENT',
  'CORRECTION',
] as const;

/** Pictures a memorial has at most one of: adding another replaces it. */
export const SINGLE_IMAGE_TYPES: ReadonlySet<string> = new Set(['COVER_IMAGE', 'BACKGROUND_IMAGE', 'HONOR_IMAGE']);

/**
 * Content a picture element may show, with its pixel size when known and whether the caller may view it (null
 * when it does not exist).
 */
export type PictureLookup = (
  ref: ObjectReference,
) => Promise<{ width: number; height: number; viewable: boolean } | null>;

type Value = Record<string, unknown>;

const asObject = (raw: unknown, field: string): Value => {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Value;
  throw new InputError('The element must be an object', field);
};

const intOrNull = (value: unknown, field: string): number | null => {
  if (value === null || value === undefined) return null;
  if (Number.isInteger(value)) return value as number;
  throw new InputError(`The ${field.split('.').pop()} must be a whole number`, field);
};

function source(raw: unknown, path: string): Value {
  const v = asObject(raw, path);
  const link = optionalText(v.link, `${path}.link`, LIMITS.sourceLink);
  const comment = optionalText(v.comment, `${path}.comment`, LIMITS.sourceComment);
  if (link === null && comment === null) throw new InputError('A source needs a link or a comment', `${path}.link`);
  return { link, comment };
}

function story(v: Value, path: string): Value {
  return {
    title: requiredText(v.title, `${path}.title`, LIMITS.storyTitle),
    content: requiredText(v.content, `${path}.content`, LIMITS.storyContent),
    dateText: optionalText(v.dateText, `${path}.dateText`, LIMITS.text),
    placeText: optionalText(v.placeText, `${path}.placeText`, LIMITS.text),
  };
}

/** A fact whose type starts with `date` must hold a date §5 can read; `origin` is kept from the stored fact. */
function fact(v: Value, path: string, previous: Value | null): Value {
  const type = requiredText(v.type, `${path}.type`, LIMITS.text);
  const value = requiredText(v.value, `${path}.value`, LIMITS.text);
  if (type.startsWith('date') && !parseFactDate(value)) {
    throw new InputError(
      'The date you entered is not valid. Enter a 4-digit year from 1400 to 2099, e.g. 17 Sep 1862 or 1861-1865',
      `${path}.value`,
    );
  }
  const sources = v.sources === undefined || v.sources === null ? (previous?.sources ?? []) : v.sources;
  if (!Array.isArray(sources)) throw new InputError('The sources must be a list', `${path}.sources`);
  return {
    type,
    name: requiredText(v.name, `${path}.name`, LIMITS.text),
    value,
    event: optionalText(v.event, `${path}.event`, LIMITS.text),
    origin: typeof previous?.origin === 'string' ? previous.origin : null,
    sources: sources.map((s, n) => source(s, `${path}.sources.${n}`)),
  };
}

/** Outside addresses must be http(s), so a link can never run script in the page. */
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

function link(v: Value, path: string): Value {
  const type = requiredText(v.type, `${path}.type`, LIMITS.text).toUpperCase();
  const url = optionalText(v.url, `${path}.url`, LIMITS.linkUrl);
  const objectId = intOrNull(v.objectId, `${path}.objectId`);
  if (type === 'WEB' && (url === null || !WEB_ADDRESS.test(url)))
    throw new InputError('The link URL you entered is not a web address (http:// or https://)', `${path}.url`);
  if (type !== 'WEB' && objectId === null)
    throw new InputError(`A ${type} link needs the objectId of what it links to`, `${path}.objectId`);
  if (type !== 'WEB' && url !== null && !WEB_ADDRESS.test(url) && !url.startsWith('/'))
    throw new InputError('The link URL you entered is not a web address (http:// or https://)', `${path}.url`);
  return {
    type,
    url,
    objectId,
    text: optionalText(v.text, `${path}.text`, LIMITS.linkText),
    storyId: intOrNull(v.storyId === undefined || v.storyId === null ? null : Number(v.storyId), `${path}.storyId`),
    relationId: intOrNull(v.relationId, `${path}.relationId`),
  };
}

const REFERENCE = /^([A-Z_]+):(\d+)$/;

function readReference(raw: unknown, field: string): ObjectReference {
  if (typeof raw === 'string') {
    const m = REFERENCE.exec(raw);
    if (m) return { contentType: m[1], objectId: Number(m[2]) } as ObjectReference;
  } else if (raw && typeof raw === 'object' && 'contentType' in raw && 'objectId' in raw) {
    const r = raw as { contentType: unknown; objectId: unknown };
    if (typeof r.contentType === 'string' && Number.isInteger(r.objectId)) return r as ObjectReference;
  }
  throw new InputError('The picture must be a reference such as IMAGE:12', field);
}

/** The same page and crop as the stored value: changing only a caption or a position needs no new look at the page. */
const samePicture = (a: Value, b: Value | null) => {
  const key = (v: Value) => {
    const ref = (v.reference ?? {}) as Partial<ObjectReference>;
    const rect = (v.rect ?? {}) as Record<string, unknown>;
    return JSON.stringify([ref.contentType, ref.objectId, rect.x, rect.y, rect.w, rect.h]);
  };
  return b !== null && key(a) === key(b);
};

/**
 * A picture: the reference must exist and the caller must be able to view it (the memorial serves the picture,
 * crop included, to everybody who sees the memorial); a crop rectangle must lie inside it; a background's position
 * is 0–100.
 */
async function picture(
  type: string,
  v: Value,
  path: string,
  lookup: PictureLookup,
  previous: Value | null,
): Promise<Value> {
  const reference = readReference(v.reference, `${path}.reference`);
  const size = await lookup(reference);
  if (!size)
    throw new InputError(`There is no picture ${reference.contentType}:${reference.objectId}`, `${path}.reference`);
  const out: Value = { reference, caption: optionalText(v.caption, `${path}.caption`, LIMITS.text) };
  if (v.rect !== undefined && v.rect !== null) {
    if (type === 'BACKGROUND_IMAGE')
      throw new InputError('A background image has a position, not a crop rectangle', `${path}.rect`);
    const r = asObject(v.rect, `${path}.rect`);
    const [x, y, w, h] = ['x', 'y', 'w', 'h'].map((k) => intOrNull(r[k], `${path}.rect.${k}`));
    if (
      x === null ||
      y === null ||
      w === null ||
      h === null ||
      x < 0 ||
      y < 0 ||
      w < 1 ||
      h < 1 ||
      (size.width > 0 && x + w > size.width) ||
      (size.height > 0 && y + h > size.height)
    ) {
      throw new InputError(
        `The crop rectangle must lie inside the picture (${size.width} × ${size.height})`,
        `${path}.rect`,
      );
    }
    out.rect = { x, y, w, h };
  }
  if (v.yPosition !== undefined && v.yPosition !== null) {
    if (type !== 'BACKGROUND_IMAGE')
      throw new InputError('Only a background image has a position', `${path}.yPosition`);
    const y = v.yPosition;
    if (typeof y !== 'number' || !(y >= 0 && y <= 100))
      throw new InputError('The position must be from 0 to 100', `${path}.yPosition`);
    out.yPosition = y;
  }
  if (!size.viewable && !samePicture(out, previous)) {
    throw new Refusal(
      403,
      `You may only picture a page you may view: ${reference.contentType}:${reference.objectId} is not open to you`,
    );
  }
  return out;
}

/**
 * An element's value checked and normalised for storing. `path` names the input (`newElements.0.element`) so a
 * refusal points at its field; `previous` is the stored value when an element is changed.
 */
export async function elementValue(
  type: string,
  raw: unknown,
  path: string,
  lookup: PictureLookup,
  previous: Value | null = null,
): Promise<Value> {
  if (!(ELEMENT_TYPES as readonly string[]).includes(type))
    throw new InputError(`'${type}' is not a supported type`, path.replace(/\.element$/, '.type'));
  const v = asObject(raw, path);
  switch (type) {
    case 'STORY':
      return story(v, path);
    case 'FACT':
      return fact(v, path, previous);
    case 'SOURCE':
      return source(v, path);
    case 'LINK':
      return link(v, path);
    case 'COMMENT':
      return { text: requiredText(v.text, `${path}.text`, LIMITS.comment) };
    case 'CORRECTION':
      return {
        text: requiredText(v.text, `${path}.text`, LIMITS.correction),
        field: optionalText(v.field, `${path}.field`, LIMITS.text),
      };
    default:
      return picture(type, v, path, lookup, previous);
  }
}
