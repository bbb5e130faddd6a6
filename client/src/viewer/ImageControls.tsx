import { NO_ADJUSTMENTS, rotateRight, type ImageAdjustments } from './imageAdjustments';

interface Props {
  value: ImageAdjustments;
  onChange: (value: ImageAdjustments) => void;
  /** The view is zoomed or moved away from the whole page. */
  viewMoved?: boolean;
  /** Reset: no adjustments, and the whole page in view. */
  onReset: () => void;
}

/**
 * Live brightness, contrast and invert, rotate and flip (content §2.4 image controls). Reset is there whenever
 * anything differs from the page as it opened fitted: an adjustment, or a zoom or move of the view.
 */
export function ImageControls({ value, onChange, viewMoved = false, onReset }: Props) {
  const adjusted = JSON.stringify(value) !== JSON.stringify(NO_ADJUSTMENTS);
  const set = (change: Partial<ImageAdjustments>) => onChange({ ...value, ...change });
  return (
    <fieldset className="image-controls">
      <legend>Adjust the image</legend>
      <label>
        Brightness
        <input
          type="range"
          min={-100}
          max={100}
          step={5}
          value={value.brightness}
          onChange={(e) => set({ brightness: Number(e.target.value) })}
        />
      </label>
      <label>
        Contrast
        <input
          type="range"
          min={-100}
          max={100}
          step={5}
          value={value.contrast}
          onChange={(e) => set({ contrast: Number(e.target.value) })}
        />
      </label>
      <label className="image-controls__check">
        <input type="checkbox" checked={value.invert} onChange={(e) => set({ invert: e.target.checked })} /> Invert
      </label>
      <div className="image-controls__buttons">
        <button type="button" onClick={() => set({ rotation: rotateRight(value.rotation) })}>
          Rotate ↻
        </button>
        <button type="button" aria-pressed={value.flip} onClick={() => set({ flip: !value.flip })}>
          Flip ⇋
        </button>
        <button type="button" onClick={onReset} disabled={!adjusted && !viewMoved}>
          Reset
        </button>
      </div>
    </fieldset>
  );
}
