import { useId } from 'react';
import type { PixelRect } from './cropRect';

const SIDES = [
  ['x', 'Left'],
  ['y', 'Top'],
  ['w', 'Width'],
  ['h', 'Height'],
] as const;

/** The crop rectangle as four numbers in pixels of the scan, plus a button for the whole picture. */
export function RectFields({
  rect,
  onChange,
  onWhole,
}: {
  rect: PixelRect;
  onChange: (rect: PixelRect) => void;
  onWhole: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="rect-fields">
      <legend>Crop (pixels of the scan)</legend>
      {SIDES.map(([key, label]) => (
        <div className="field" key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <input
            id={`${id}-${key}`}
            type="number"
            min={key === 'w' || key === 'h' ? 1 : 0}
            step={1}
            value={rect[key]}
            onChange={(e) => onChange({ ...rect, [key]: Number(e.target.value) })}
          />
        </div>
      ))}
      <button type="button" className="button button--quiet" onClick={onWhole}>
        Whole picture
      </button>
    </fieldset>
  );
}
