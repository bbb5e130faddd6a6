import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../__generated__';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { centredSquare, clampRect, type PixelRect } from './cropRect';
import { CropPreview } from './CropPreview';
import type { ElementFormProps } from './elementForm';
import { FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { RectFields } from './RectFields';
import { useSaveState } from './useSaveState';
import { problemAt } from '../../../lib/userErrors';
import { positiveId } from '../positiveId';
import { globalId } from '../../../lib/links';

export type PictureKind = 'COVER_IMAGE' | 'BACKGROUND_IMAGE' | 'HONOR_IMAGE' | 'IMAGE';

export interface ImageValues {
  imageId: string;
  rect: PixelRect | null;
  yPosition: number | null;
  caption: string;
}

// The picker looks an image up as its number is typed, to show it and to know its size for the crop.
const ImagePickerQuery = graphql(`
  query ImagePicker($id: ID!) {
    image(globalId: $id) {
      id
      imageId
      title
      width
      height
      thumbnail(width: 400, height: 400) { url }
    }
  }
`);

const SAVE_LABEL: Record<PictureKind, string> = {
  COVER_IMAGE: 'Save cover image',
  BACKGROUND_IMAGE: 'Save background image',
  HONOR_IMAGE: 'Save honor image',
  IMAGE: 'Save image',
};

/**
 * A picture of the memorial, chosen by image number (the viewer's "Add to Memorial…" fills it in). A cover
 * or honor image gets a crop rectangle in pixels of the scan; a background image the height of the band
 * shown behind the page header.
 */
export function ImageForm({ kind, initial, onSave, onCancel }: ElementFormProps<ImageValues> & { kind: PictureKind }) {
  const id = useId();
  const [v, setV] = useState<ImageValues>(
    initial ?? { imageId: '', rect: null, yPosition: kind === 'BACKGROUND_IMAGE' ? 50 : null, caption: '' },
  );
  const { problem, error, saving, save } = useSaveState(onSave);
  const referenceProblem = problemAt(problem, 'reference');
  const imageId = positiveId(v.imageId);
  const { data, loading } = useQuery(ImagePickerQuery, {
    variables: { id: globalId('IMAGE', imageId ?? 0) },
    skip: imageId === null,
  });
  const image = imageId !== null ? data?.image : null;
  const crops = kind === 'COVER_IMAGE' || kind === 'HONOR_IMAGE';
  const rect =
    crops && image ? clampRect(v.rect ?? centredSquare(image.width, image.height), image.width, image.height) : null;
  const missing = imageId !== null && !loading && data && !data.image;
  return (
    <ValidatedForm
      className="element-form"
      aria-label={SAVE_LABEL[kind].replace('Save ', '')}
      problem={problem}
      onValidSubmit={() => save({ ...v, rect: crops ? rect : null })}
    >
      <div className="field">
        <label htmlFor={`${id}-image`}>Image number</label>
        <input
          id={`${id}-image`}
          inputMode="numeric"
          pattern="[1-9][0-9]*"
          required
          value={v.imageId}
          autoFocus
          onChange={(e) => setV({ ...v, imageId: e.target.value.trim(), rect: null })}
          aria-describedby={`${id}-image-hint`}
          aria-invalid={referenceProblem ? true : undefined}
        />
        <p className={referenceProblem ? 'field__error' : 'field__hint'} id={`${id}-image-hint`}>
          {referenceProblem
            ? referenceProblem
            : missing
              ? 'There is no image with that number.'
              : image
                ? image.title
                : 'The number in the viewer’s address, /image/{number}.'}
        </p>
      </div>
      {image && (
        <div className="element-form__picture">
          <CropPreview
            url={image.thumbnail.url}
            alt={image.title}
            width={image.width}
            height={image.height}
            rect={rect}
            yPosition={kind === 'BACKGROUND_IMAGE' ? (v.yPosition ?? 50) : null}
          />
          <div>
            {rect && (
              <RectFields
                rect={rect}
                onChange={(next) => setV({ ...v, rect: clampRect(next, image.width, image.height) })}
                onWhole={() => setV({ ...v, rect: { x: 0, y: 0, w: image.width, h: image.height } })}
              />
            )}
            {kind === 'BACKGROUND_IMAGE' && (
              <div className="field">
                <label htmlFor={`${id}-y`}>Position shown: {Math.round(v.yPosition ?? 50)}% from the top</label>
                <input
                  id={`${id}-y`}
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  value={v.yPosition ?? 50}
                  onChange={(e) => setV({ ...v, yPosition: Number(e.target.value) })}
                />
              </div>
            )}
            <LimitedField
              label="Caption"
              kind="text"
              name="caption"
              optional
              value={v.caption}
              onChange={(caption) => setV({ ...v, caption })}
            />
          </div>
        </div>
      )}
      <FormActions saveLabel={SAVE_LABEL[kind]} saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
