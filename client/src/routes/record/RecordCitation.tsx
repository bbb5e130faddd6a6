import { sourceCitation } from '@muster/contract/rules';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { CitationBlock } from '../../components/citation/CitationBlock';

export const RecordCitation_record = graphql(`
  fragment RecordCitation_record on IndexRecord {
    recordId
    fullName
    publication { title provider }
    image { id ordinal roll { rollId literalTitle } }
  }
`);

/** The record's source citation: the person, the publication, roll and page it was read from, the archive. */
export function RecordCitation(props: { record: FragmentType<typeof RecordCitation_record> }) {
  const r = getFragmentData(RecordCitation_record, props.record);
  // Without its publication (its service failed) there is no source to cite.
  if (!r.publication) return null;
  const text = sourceCitation({
    person: r.fullName,
    publication: r.publication.title,
    roll: r.image?.roll.literalTitle,
    page: r.image?.ordinal,
    archive: r.publication.provider,
    address: `${window.location.origin}/record/${r.recordId}`,
    seen: new Date(),
  });
  return <CitationBlock text={text} />;
}
