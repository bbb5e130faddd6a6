import { useMemo } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { CommentsSection } from './editor/CommentsSection';
import { CorrectionsSection } from './editor/CorrectionsSection';
import { FactsSection } from './editor/FactsSection';
import { ImportFactsButton } from './editor/ImportFactsButton';
import { LinksSection } from './editor/LinksSection';
import { PicturesSection } from './editor/PicturesSection';
import { RecordConnection } from './editor/RecordConnection';
import { SourcesSection } from './editor/SourcesSection';
import { StoriesSection } from './editor/StoriesSection';
import { MemorialEditingContext, useMemorialEditing } from './editor/useMemorialEditing';
import { MemorialBasicsForm } from './MemorialBasicsForm';
import { MemorialDangerZone } from './MemorialDangerZone';

export const MemorialEditor_memorial = graphql(`
  fragment MemorialEditor_memorial on Memorial {
    memorialId
    title
    gedcomUrl
    indexRecord { id recordId }
    permissions { canEdit canComment }
    elements { id }
    ...MemorialBasicsForm_memorial
    ...PicturesSection_memorial
    ...StoriesSection_memorial
    ...FactsSection_memorial
    ...SourcesSection_memorial
    ...LinksSection_memorial
    ...CommentsSection_memorial
    ...CorrectionsSection_memorial
    ...RecordConnection_memorial
  }
`);

/**
 * Everything a memorial holds, editable: its own fields, pictures, stories, facts, sources, links, comments
 * and corrections. Each section reorders, adds, changes and deletes its elements through one context.
 */
export function MemorialEditor(props: {
  memorial: FragmentType<typeof MemorialEditor_memorial>;
  suggestedImageId: string | null;
}) {
  const m = getFragmentData(MemorialEditor_memorial, props.memorial);
  const elementIds = useMemo(() => m.elements.map((e) => e.id), [m.elements]);
  const editing = useMemorialEditing(m.memorialId, elementIds);
  const { canEdit, canComment } = m.permissions;
  return (
    <MemorialEditingContext.Provider value={editing}>
      <article className="memorial-editor">
        <header className="detail-header">
          <p className="eyebrow">Edit memorial</p>
          <h1>{m.title}</h1>
          <p className="detail-header__meta">
            <Link to={`/memorial/${m.memorialId}`}>View memorial</Link>
            <Link to="/gallery/content/STORY_PAGE">Your Memorials</Link>
            {m.gedcomUrl && (
              <a href={m.gedcomUrl} download>
                Export GEDCOM
              </a>
            )}
          </p>
        </header>
        {canEdit && <RecordConnection memorial={m} />}
        {canEdit && <MemorialBasicsForm memorial={m} />}
        <PicturesSection memorial={m} canEdit={canEdit} suggestedImageId={props.suggestedImageId} />
        <StoriesSection memorial={m} canAdd={canEdit} />
        <FactsSection
          memorial={m}
          canAdd={canEdit}
          intro={canEdit && <ImportFactsButton memorialId={m.memorialId} recordId={m.indexRecord?.recordId ?? null} />}
        />
        <SourcesSection memorial={m} canAdd={canEdit} />
        <LinksSection memorial={m} canAdd={canEdit} />
        <CommentsSection memorial={m} canAdd={canComment} />
        <CorrectionsSection memorial={m} canAdd={canComment} />
        {canEdit && <MemorialDangerZone memorialId={m.memorialId} title={m.title} />}
      </article>
    </MemorialEditingContext.Provider>
  );
}
