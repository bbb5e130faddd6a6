import { rectStyle, type PixelRect } from './cropRect';

interface Props {
  url: string;
  alt: string;
  width: number;
  height: number;
  rect: PixelRect | null;
  /** Background images: the band shown, 0 (top) to 100 (bottom) percent. */
  yPosition: number | null;
}

/**
 * The chosen picture with what the memorial will show of it: the crop rectangle outlined (cover and honor
 * images), or a header-shaped band at the chosen height (background images). The rest is dimmed.
 */
export function CropPreview({ url, alt, width, height, rect, yPosition }: Props) {
  return (
    <div className="crop-preview">
      <div className="crop-preview__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={url} alt={alt} />
        {rect && <span className="crop-preview__rect" style={rectStyle(rect, width, height)} aria-hidden="true" />}
        {yPosition !== null && (
          <span className="crop-preview__band" style={{ top: `${yPosition * 0.75}%` }} aria-hidden="true" />
        )}
      </div>
      {yPosition !== null && (
        <div
          className="crop-preview__header"
          style={{ backgroundImage: `url(${JSON.stringify(url)})`, backgroundPosition: `center ${yPosition}%` }}
          role="img"
          aria-label="How the page header will look"
        />
      )}
    </div>
  );
}
