import { type IndexRecordDto, type RecordFact } from '@muster/contract';
import { viewDenials } from '../content/view-denial';
import { loadIndexRecords } from '../index-record/index-record.routes';
import { jsonObject } from '../lib/batch';
import { reindexDocs } from '../search/index-update';
import { InputError } from '@muster/contract/rules';
import { appendElements, touchMemorial, withNewIds } from './memorial-edit.queries';
import { type EditContext, Refusal, memorialFor } from './memorial-edit';
import { recordFacts } from './record-facts';

/** The record, if the caller may view it: facts of a record above the caller's access are not theirs to copy. */
export async function readableRecord(ctx: EditContext, recordId: number): Promise<IndexRecordDto> {
  const record = (await loadIndexRecords(ctx.db, [recordId])).get(recordId);
  if (!record) throw new Refusal(404, `No index record with id ${recordId}`);
  if (await viewDenials(ctx.db, ctx.identity)(record.accessLevel))
    throw new Refusal(403, 'Your membership does not open this record');
  return record;
}

/** The FACT elements for a record's facts (all, or those chosen), each with the record as its origin and source. */
export function recordElements(record: IndexRecordDto, facts: RecordFact[] | null) {
  const source = { link: `/record/${record.recordId}`, comment: [...record.title].slice(0, 256).join('') };
  return (facts ?? recordFacts(record)).map((f) => ({
    type: 'FACT',
    value: {
      type: f.type,
      name: f.name,
      value: f.value,
      event: null,
      origin: `INDEX_RECORD:${record.recordId}`,
      sources: [source],
    },
  }));
}

async function factsOnMemorial(ctx: EditContext, memorialId: number): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('memorial_elements')
    .select('value')
    .where('memorial_id', '=', memorialId)
    .where('type', '=', 'FACT')
    .execute();
  return new Set(
    rows.map((r) => {
      const v = jsonObject(r.value);
      return `${String(v.type)}\n${String(v.value)}`;
    }),
  );
}

/** `GET import-facts/{memorialId}/{recordId}` (content §7.1): the record's facts, marking those already on the memorial. */
export async function importableFacts(ctx: EditContext, memorialId: number, recordId: number) {
  await memorialFor(ctx, memorialId, 'edit');
  const record = await readableRecord(ctx, recordId);
  const present = await factsOnMemorial(ctx, memorialId);
  return recordFacts(record).map((f) => ({ ...f, alreadyOnMemorial: present.has(`${f.type}\n${f.value}`) }));
}

/** `POST /import-facts-from` (content §7.7): copies the chosen facts (all when none are named), skipping those present. */
export async function importFacts(
  ctx: EditContext,
  memorialId: number,
  recordId: number,
  factIds: string[] | null,
): Promise<void> {
  await memorialFor(ctx, memorialId, 'edit');
  const record = await readableRecord(ctx, recordId);
  const facts = recordFacts(record);
  const unknown = (factIds ?? []).findIndex((id) => !facts.some((f) => f.id === id));
  if (factIds && unknown >= 0)
    throw new InputError(`Record ${recordId} has no fact ${factIds[unknown]}`, `newFacts.${unknown}`);
  const present = await factsOnMemorial(ctx, memorialId);
  const chosen = facts.filter((f) => (!factIds || factIds.includes(f.id)) && !present.has(`${f.type}\n${f.value}`));
  if (chosen.length === 0) return;
  const now = ctx.now();
  await withNewIds(ctx.db, async (trx) => {
    await appendElements(trx, memorialId, ctx.identity.userId!, recordElements(record, chosen), now);
    await touchMemorial(trx, memorialId, now);
    await reindexDocs(trx, 'STORY_PAGE', [memorialId]);
  });
}
