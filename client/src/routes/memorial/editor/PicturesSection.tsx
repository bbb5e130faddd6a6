import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { Thumbnail } from '../../../components/Thumbnail';
import { ElementSection } from './ElementSection';
import { ImageForm, type ImageValues } from './ImageForm';
import { pictureInput, pictureValues } from './pictureInput';
import { PictureSlot } from './PictureSlot';
import type { ElementFormProps } from './elementForm';

export const PicturesSection_memorial = graphql(`
  fragment PicturesSection_memorial on Memorial {
    coverImage { id ...PictureSlot_image }
    backgroundImage { id ...PictureSlot_image }
    honorImage { id ...PictureSlot_image }
    images {
      id
      kind
      canEdit
      reference
      caption
      thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }
    }
  }
`);

// The gallery's form: a plain picture, no crop or band.
const GalleryImageForm = (props: ElementFormProps<ImageValues>) => <ImageForm kind="IMAGE" {...props} />;

/** The cover, background and honor pictures, then the memorial's other pictures in order. */
export function PicturesSection(props: {
  memorial: FragmentType<typeof PicturesSection_memorial>;
  canEdit: boolean;
  suggestedImageId: string | null;
}) {
  const m = getFragmentData(PicturesSection_memorial, props.memorial);
  const gallery = m.images.filter((i) => i.kind === 'IMAGE');
  const { canEdit, suggestedImageId } = props;
  return (
    <>
      <section className="editor-section" aria-labelledby="editor-pictures">
        <h2 id="editor-pictures">Pictures</h2>
        <div className="picture-slots">
          <PictureSlot kind="COVER_IMAGE" image={m.coverImage} canEdit={canEdit} suggestedImageId={suggestedImageId} />
          <PictureSlot
            kind="BACKGROUND_IMAGE"
            image={m.backgroundImage}
            canEdit={canEdit}
            suggestedImageId={suggestedImageId}
          />
          <PictureSlot kind="HONOR_IMAGE" image={m.honorImage} canEdit={canEdit} suggestedImageId={suggestedImageId} />
        </div>
      </section>
      <ElementSection
        heading="Gallery"
        noun="image"
        items={gallery}
        canAdd={canEdit}
        labelOf={(i) => `image “${i.caption || i.reference}”`}
        summary={(i) => (
          <div className="element-summary__picture">
            <Thumbnail thumbnail={i.thumbnail} size={80} alt={i.caption ?? ''} />
            <span>{i.caption || i.reference.replace('IMAGE:', 'Image ')}</span>
          </div>
        )}
        valuesOf={(i) => pictureValues(i)}
        toInput={(v) => pictureInput('IMAGE', v)}
        Form={GalleryImageForm}
      />
    </>
  );
}
