import { sourceCitation } from '@muster/contract/rules';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { CitationBlock } from '../components/citation/CitationBlock';

export const PageCitation_image = graphql(`
  fragment PageCitation_image on Image {
    imageId
    ordinal
    roll { rollId literalTitle }
    publication { title provider }
    indexRecords { id fullName }
  }
`);

/** A scanned page's source citation; it names the person when the page holds exactly one record. */
export function PageCitation(props: { image: FragmentType<typeof PageCitation_image> }) {
  const image = getFragmentData(PageCitation_image, props.image);
  if (!image.publication) return null;
  const only = image.indexRecords.length === 1 ? image.indexRecords[0] : null;
  const text = sourceCitation({
    person: only?.fullName,
    publication: image.publication.title,
    roll: image.roll.literalTitle,
    page: image.ordinal,
    archive: image.publication.provider,
    address: `${window.location.origin}/image/${image.imageId}`,
    seen: new Date(),
  });
  return <CitationBlock text={text} />;
}
