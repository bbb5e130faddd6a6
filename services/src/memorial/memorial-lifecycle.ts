import type { ObjectReference } from '@muster/contract';
import { jsonObject } from '../lib/batch';
import { reindexDocs } from '../search/index-update';
import { InputError } from '@muster/contract/rules';
import { elementValue } from './element-input';
import {
  appendElements,
  deleteMemorialRows,
  insertMemorial,
  pictureLookup,
  touchMemorial,
  withNewIds,
} from './memorial-edit.queries';
import { type EditContext, MEMORIAL_TYPES, memorialFields, memorialFor, signedIn } from './memorial-edit';
import { readableRecord, recordElements } from './memorial-import';

/** `POST document` (content §7.1): a new memorial owned by the caller, with any first elements. */
export async function createMemorial(
  ctx: EditContext,
  document: Record<string, unknown>,
  elements: { type: string; element: unknown }[] = [],
): Promise<number> {
  const ownerId = signedIn(ctx.identity);
  const fields = memorialFields(document, false) as Required<ReturnType<typeof memorialFields>>;
  const lookup = pictureLookup(ctx.db, ctx.identity);
  const values: { type: string; value: Record<string, unknown> }[] = [];
  for (const [n, e] of elements.entries())
    values.push({ type: e.type, value: await elementValue(e.type, e.element, `elements.${n}.element`, lookup) });
  const now = ctx.now();
  return withNewIds(ctx.db, async (trx) => {
    const id = await insertMemorial(trx, { ...fields, owner_id: ownerId, index_record_id: null }, now);
    await appendElements(trx, id, ownerId, values, now);
    await reindexDocs(trx, 'STORY_PAGE', [id]);
    return id;
  });
}

/** `PUT document/{id}`: the memorial's own fields; those left out are kept. */
export async function updateMemorial(ctx: EditContext, id: number, document: Record<string, unknown>): Promise<void> {
  await memorialFor(ctx, id, 'edit');
  const fields = memorialFields(document, true);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('memorials')
      .set({ ...fields, last_modified: ctx.now() })
      .where('id', '=', id)
      .execute();
    await reindexDocs(trx, 'STORY_PAGE', [id]);
  });
}

/** `DELETE document/{id}`: the memorial and all its elements. */
export async function deleteMemorial(ctx: EditContext, id: number): Promise<void> {
  await memorialFor(ctx, id, 'edit');
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMemorialRows(trx, id);
    await reindexDocs(trx, 'STORY_PAGE', [id]);
  });
}

/**
 * `POST /memorial/create-from/INDEX_RECORD/{id}` (content §7.7): a memorial of the record's person, tied to its war,
 * with the record's facts and a source pointing at it.
 */
export async function createFromRecord(
  ctx: EditContext,
  contentType: string,
  recordId: number,
  type = 'SERVICEPERSON',
): Promise<ObjectReference> {
  const ownerId = signedIn(ctx.identity);
  if (contentType !== 'INDEX_RECORD') throw new InputError(`'${contentType}' is not a supported type`, 'contentType');
  if (!MEMORIAL_TYPES.includes(type)) throw new InputError(`'${type}' is not a memorial type`, 'type');
  const record = await readableRecord(ctx, recordId);
  const description = `${record.rank ? `${record.rank} ` : ''}${record.fullName}, ${record.unit ?? record.branch}. ${record.conflict}.`;
  const now = ctx.now();
  const id = await withNewIds(ctx.db, async (trx) => {
    const memorialId = await insertMemorial(
      trx,
      {
        type,
        title: [...record.fullName].slice(0, 256).join(''),
        description,
        privacy_mode: 'PUBLIC',
        primary_military_event: record.conflict,
        owner_id: ownerId,
        index_record_id: recordId,
      },
      now,
    );
    await appendElements(trx, memorialId, ownerId, recordElements(record, null), now);
    await reindexDocs(trx, 'STORY_PAGE', [memorialId]);
    return memorialId;
  });
  return { contentType: 'STORY_PAGE', objectId: id };
}

/**
 * `DELETE /memorial/connection/STORY_PAGE/{id}?id={recordId}` (content §7.7): the memorial no longer stands for
 * that record, and its links to the record go.
 */
export async function disconnectRecord(ctx: EditContext, id: number, recordId: number): Promise<void> {
  await memorialFor(ctx, id, 'edit');
  const links = (
    await ctx.db
      .selectFrom('memorial_elements')
      .select(['id', 'value'])
      .where('memorial_id', '=', id)
      .where('type', '=', 'LINK')
      .execute()
  )
    .filter((e) => {
      const v = jsonObject(e.value);
      return v.type === 'INDEX_RECORD' && v.objectId === recordId;
    })
    .map((e) => e.id);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('memorials')
      .set({ index_record_id: null })
      .where('id', '=', id)
      .where('index_record_id', '=', recordId)
      .execute();
    if (links.length) await trx.deleteFrom('memorial_elements').where('id', 'in', links).execute();
    await touchMemorial(trx, id, now);
    await reindexDocs(trx, 'STORY_PAGE', [id]);
  });
}
