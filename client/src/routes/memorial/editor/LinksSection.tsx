import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { contentTypeLabel } from '../../../lib/contentTypes';
import { ElementSection } from './ElementSection';
import { LinkForm, type LinkValues } from './LinkForm';

export const LinksSection_memorial = graphql(`
  fragment LinksSection_memorial on Memorial {
    links { id canEdit type url text objectId }
  }
`);

/** Links to web pages and to Muster content (regiments, records, other memorials). */
export function LinksSection(props: { memorial: FragmentType<typeof LinksSection_memorial>; canAdd: boolean }) {
  const { links } = getFragmentData(LinksSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Links"
      noun="link"
      items={links}
      canAdd={props.canAdd}
      labelOf={(l) => `link “${l.text || l.url || l.id}”`}
      summary={(l) => (
        <p>
          {l.type === 'WEB' ? (
            <a href={l.url ?? '#'} rel="noopener nofollow">
              {l.text || l.url}
            </a>
          ) : (
            <span>
              {l.text || `${contentTypeLabel(l.type)} ${l.objectId ?? ''}`}{' '}
              <span className="muted">({contentTypeLabel(l.type)})</span>
            </span>
          )}
        </p>
      )}
      valuesOf={(l): LinkValues => ({
        type: l.type,
        url: l.url ?? '',
        text: l.text ?? '',
        objectId: l.objectId ? String(l.objectId) : '',
      })}
      toInput={(v) => ({
        kind: 'LINK',
        link:
          v.type === 'WEB'
            ? { type: 'WEB', url: v.url.trim(), text: v.text.trim() || null }
            : { type: v.type, objectId: Number(v.objectId), text: v.text.trim() || null },
      })}
      Form={LinkForm}
    />
  );
}
