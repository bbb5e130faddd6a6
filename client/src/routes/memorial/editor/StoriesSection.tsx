import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { describeParsedDate } from '../../../lib/freeTextDate';
import { ElementSection } from './ElementSection';
import { StoryForm, type StoryValues } from './StoryForm';

export const StoriesSection_memorial = graphql(`
  fragment StoriesSection_memorial on Memorial {
    stories {
      id
      canEdit
      title
      content
      dateText
      date { start { year month day } end { year month day } }
      placeText
    }
  }
`);

const optional = (s: string) => (s.trim() ? s.trim() : null);

/** The memorial's stories, in order. */
export function StoriesSection(props: { memorial: FragmentType<typeof StoriesSection_memorial>; canAdd: boolean }) {
  const { stories } = getFragmentData(StoriesSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Stories"
      noun="story"
      items={stories}
      canAdd={props.canAdd}
      labelOf={(s) => `story “${s.title}”`}
      summary={(s) => (
        <>
          <h3>{s.title}</h3>
          {(s.dateText || s.placeText) && (
            <p className="element-summary__meta">
              {[s.date ? describeParsedDate(s.date) : s.dateText, s.placeText].filter(Boolean).join(' · ')}
            </p>
          )}
          <p className="element-summary__excerpt">{s.content}</p>
        </>
      )}
      valuesOf={(s): StoryValues => ({
        title: s.title,
        content: s.content,
        dateText: s.dateText ?? '',
        placeText: s.placeText ?? '',
      })}
      toInput={(v) => ({
        kind: 'STORY',
        story: {
          title: v.title.trim(),
          content: v.content.trim(),
          dateText: optional(v.dateText),
          placeText: optional(v.placeText),
        },
      })}
      Form={StoryForm}
    />
  );
}
