import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { Thumbnail } from '../../../components/Thumbnail';
import { DeleteButton } from './DeleteButton';
import { ImageForm, type PictureKind } from './ImageForm';
import { pictureInput, pictureValues } from './pictureInput';
import { useMemorialEditingContext } from './useMemorialEditing';

export const PictureSlot_image = graphql(`
  fragment PictureSlot_image on MemorialImage {
    id
    canEdit
    reference
    rect { x y w h }
    yPosition
    caption
    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }
  }
`);

const NAMES: Record<Exclude<PictureKind, 'IMAGE'>, { title: string; noun: string; about: string }> = {
  COVER_IMAGE: {
    title: 'Cover image',
    noun: 'cover image',
    about: 'The picture at the head of the memorial, cropped to the rectangle you choose.',
  },
  BACKGROUND_IMAGE: {
    title: 'Background image',
    noun: 'background image',
    about: 'The picture behind the page header; choose which band of it shows.',
  },
  HONOR_IMAGE: {
    title: 'Honor image',
    noun: 'honor image',
    about: 'The picture shown for this memorial on the Honor Wall.',
  },
};

interface Props {
  kind: Exclude<PictureKind, 'IMAGE'>;
  image: FragmentType<typeof PictureSlot_image> | null | undefined;
  canEdit: boolean;
  /** An image to offer when none is chosen yet: the one the member came from ("Add to Memorial…"). */
  suggestedImageId: string | null;
}

/** One of the memorial's single pictures (cover, background or honor): shown, chosen, changed or removed. */
export function PictureSlot({ kind, image: masked, canEdit, suggestedImageId }: Props) {
  const image = getFragmentData(PictureSlot_image, masked);
  const editing = useMemorialEditingContext();
  const [open, setOpen] = useState(false);
  const { title, noun, about } = NAMES[kind];
  const initial = image
    ? pictureValues(image)
    : suggestedImageId
      ? { imageId: suggestedImageId, rect: null, yPosition: kind === 'BACKGROUND_IMAGE' ? 50 : null, caption: '' }
      : undefined;
  return (
    <div className="picture-slot">
      <h3>{title}</h3>
      {open ? (
        <ImageForm
          kind={kind}
          initial={initial}
          onCancel={() => setOpen(false)}
          onSave={async (v) => {
            await (image ? editing.change(image.id, pictureInput(kind, v)) : editing.add(pictureInput(kind, v)));
            setOpen(false);
          }}
        />
      ) : (
        <>
          {image ? (
            <div className="picture-slot__current">
              <Thumbnail thumbnail={image.thumbnail} size={120} alt={image.caption ?? title} />
              <p className="muted">
                {image.reference.replace('IMAGE:', 'Image ')}
                {image.rect && ` · crop ${image.rect.w}×${image.rect.h} at ${image.rect.x}, ${image.rect.y}`}
                {image.yPosition != null && ` · ${Math.round(image.yPosition)}% from the top`}
              </p>
            </div>
          ) : (
            <p className="muted">{about}</p>
          )}
          {canEdit && (
            <div className="element-summary__actions">
              <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
                {image ? `Change ${noun}` : `Choose ${noun === 'honor image' ? 'an' : 'a'} ${noun}`}
              </button>
              {image && <DeleteButton what={noun} onDelete={() => editing.remove(image.id)} />}
            </div>
          )}
        </>
      )}
    </div>
  );
}
