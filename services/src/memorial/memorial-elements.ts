import { jsonObject } from '../lib/batch';
import { reindexDocs } from '../search/index-update';
import { InputError, CONTRIBUTION_KINDS, elementEditable, memorialEditable } from '@muster/contract/rules';
import { SINGLE_IMAGE_TYPES, elementValue } from './element-input';
import { appendElements, pictureLookup, touchMemorial, withNewIds } from './memorial-edit.queries';
import { type EditContext, Refusal, memorialFor } from './memorial-edit';
import type { ElementChanges } from '@muster/contract';

/**
 * Checks every change first and writes them in one transaction, so a refused call changes nothing. The owner and
 * staff may do anything; another member who can see the memorial adds comments and corrections and changes or
 * deletes their own.
 */
export async function changeElements(ctx: EditContext, memorialId: number, body: ElementChanges): Promise<void> {
  const memorial = await memorialFor(ctx, memorialId, 'see');
  const userId = ctx.identity.userId!;
  const canEdit = memorialEditable(memorial, ctx.identity);
  const stored = new Map(
    (await ctx.db.selectFrom('memorial_elements').selectAll().where('memorial_id', '=', memorialId).execute()).map(
      (e) => [e.id, { ...e, ownerId: e.owner_id }],
    ),
  );
  const lookup = pictureLookup(ctx.db, ctx.identity);
  const mine = (id: number, field: string) => {
    const element = stored.get(id);
    if (!element) throw new InputError(`Memorial ${memorialId} has no element ${id}`, field);
    if (!elementEditable(memorial, element, ctx.identity))
      throw new Refusal(403, 'Only the owner of this memorial may change this element');
    return element;
  };

  const deletions = [...new Set(body.deletions ?? [])];
  deletions.forEach((id, n) => mine(id, `deletions.${n}`));
  const changes: { id: number; value: Record<string, unknown> }[] = [];
  for (const [n, change] of (body.changes ?? []).entries()) {
    const element = mine(change.id, `changes.${n}.id`);
    if (deletions.includes(change.id))
      throw new InputError(`Element ${change.id} is both changed and deleted`, `changes.${n}.id`);
    if (change.type !== undefined && change.type !== element.type)
      throw new InputError(`Element ${change.id} is a ${element.type}, not a ${change.type}`, `changes.${n}.type`);
    const value = await elementValue(
      element.type,
      change.element,
      `changes.${n}.element`,
      lookup,
      jsonObject(element.value),
    );
    changes.push({ id: change.id, value });
  }
  const added: { type: string; value: Record<string, unknown> }[] = [];
  const singles = new Set<string>();
  for (const [n, element] of (body.newElements ?? []).entries()) {
    if (!canEdit && !CONTRIBUTION_KINDS.has(element.type))
      throw new Refusal(403, 'Only the owner of this memorial may add this element');
    const value = await elementValue(element.type, element.element, `newElements.${n}.element`, lookup);
    if (SINGLE_IMAGE_TYPES.has(element.type)) {
      if (singles.has(element.type))
        throw new InputError(`A memorial has one ${element.type}`, `newElements.${n}.type`);
      singles.add(element.type);
    }
    added.push({ type: element.type, value });
  }
  const stories = new Set([...stored.values()].filter((e) => e.type === 'STORY').map((e) => e.id));
  for (const [where, list] of [
    ['changes', changes],
    ['newElements', added],
  ] as const) {
    list.forEach((e, n) => {
      const storyId = (e.value as { storyId?: number | null }).storyId;
      if (storyId != null && (!stories.has(storyId) || deletions.includes(storyId))) {
        throw new InputError(`Memorial ${memorialId} has no story ${storyId}`, `${where}.${n}.element.storyId`);
      }
    });
  }

  const now = ctx.now();
  await withNewIds(ctx.db, async (trx) => {
    // A new cover, background or honor image takes the place of the one before.
    const replaced = [...stored.values()].filter((e) => singles.has(e.type)).map((e) => e.id);
    const gone = [...deletions, ...replaced];
    if (gone.length)
      await trx.deleteFrom('memorial_elements').where('memorial_id', '=', memorialId).where('id', 'in', gone).execute();
    for (const change of changes) {
      await trx
        .updateTable('memorial_elements')
        .set({ value: JSON.stringify(change.value), last_modified: now })
        .where('id', '=', change.id)
        .execute();
    }
    await appendElements(trx, memorialId, userId, added, now);
    await touchMemorial(trx, memorialId, now);
    await reindexDocs(trx, 'STORY_PAGE', [memorialId]);
  });
}

/** `PUT reorder/STORY_PAGE/{id}`: the ids of every element, each once, in their new order. */
export async function reorderElements(ctx: EditContext, memorialId: number, order: number[]): Promise<void> {
  await memorialFor(ctx, memorialId, 'edit');
  const ids = (
    await ctx.db.selectFrom('memorial_elements').select('id').where('memorial_id', '=', memorialId).execute()
  ).map((e) => e.id);
  const given = new Set(order);
  if (given.size !== order.length || order.length !== ids.length || ids.some((id) => !given.has(id))) {
    throw new InputError('The order must list every element of the memorial exactly once', 'elementIds');
  }
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [ordinal, id] of order.entries()) {
      await trx
        .updateTable('memorial_elements')
        .set({ ordinal })
        .where('id', '=', id)
        .where('memorial_id', '=', memorialId)
        .execute();
    }
    await touchMemorial(trx, memorialId, now);
    // Stories keep their text, but the document's last_modified (the lastUpdated criterion) moves.
    await reindexDocs(trx, 'STORY_PAGE', [memorialId]);
  });
}
