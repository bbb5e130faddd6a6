import { useEffect, useRef, useState, type RefObject } from 'react';
import type OpenSeadragon from 'openseadragon';
import type { ImageAnnotation, OpenSeadragonAnnotator } from '@annotorious/openseadragon';
import '@annotorious/openseadragon/annotorious-openseadragon.css';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';

export const AnnotationLayer_image = graphql(`
  fragment AnnotationLayer_image on Image {
    annotations {
      id
      annotationId
      type
      rect {
        x
        y
        w
        h
      }
    }
  }
`);

/** A rectangle in full-scan pixels, as drawn. */
export interface DrawnRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the page asks of the layer: the annotations to show, whether a new rectangle may be drawn, which one is open. */
export interface AnnotationLayerOptions {
  image: FragmentType<typeof AnnotationLayer_image>;
  drawing: boolean;
  /** A drawn rectangle not saved yet, shown until it is saved or dropped. */
  draft: DrawnRect | null;
  selectedId: number | null;
  onDrawn(rect: DrawnRect): void;
  onSelect(annotationId: number): void;
  /** The drawing tool is loaded and on the viewer: rectangles can be drawn from now on. */
  onReady(): void;
}

// Scan pixels are whole numbers, and the rectangle must lie within the page (contract/src/rules/annotation-rules.ts).
const clampRect = ({ x, y, w, h }: DrawnRect, width: number, height: number): DrawnRect => {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  return {
    x: left,
    y: top,
    w: Math.max(1, Math.min(Math.round(x + w), width) - left),
    h: Math.max(1, Math.min(Math.round(y + h), height) - top),
  };
};

const DRAFT_ID = 'draft';

const toShape = (id: string, { x, y, w, h }: DrawnRect): ImageAnnotation => ({
  id,
  bodies: [],
  target: {
    annotation: id,
    selector: {
      type: 'RECTANGLE',
      geometry: { x, y, w, h, bounds: { minX: x, minY: y, maxX: x + w, maxY: y + h } },
    } as ImageAnnotation['target']['selector'],
  },
});

/**
 * The annotation rectangles over the OpenSeadragon viewer, drawn by Annotorious. The annotator is created once
 * the scan is open and destroyed with the effect, so React StrictMode's mount–unmount–mount never leaves two
 * layers on one viewer; Annotorious is loaded only for pages that have annotations or where the reader draws one.
 */
export function useAnnotationLayer(
  viewer: RefObject<OpenSeadragon.Viewer | null>,
  ready: boolean,
  size: { width: number; height: number },
  options?: AnnotationLayerOptions,
) {
  const annotator = useRef<OpenSeadragonAnnotator | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const annotations = options ? getFragmentData(AnnotationLayer_image, options.image).annotations : null;
  // Annotorious (the largest part of the viewer's scripts) loads only when there is something to show or draw:
  // a page with annotations, or the reader pressing Annotate. Once loaded it stays for the page.
  const wanted = options !== undefined && ((annotations?.length ?? 0) > 0 || options.drawing || options.draft !== null);
  const [enabled, setEnabled] = useState(false);
  if (wanted && !enabled) setEnabled(true);
  const shapes = useRef<ImageAnnotation[]>([]);
  shapes.current = (annotations ?? []).map((a) => toShape(String(a.annotationId), a.rect));
  if (options?.draft) shapes.current.push(toShape(DRAFT_ID, options.draft));
  const { width, height } = size;

  useEffect(() => {
    const v = viewer.current;
    if (!ready || !v || !enabled) return undefined;
    let cancelled = false;
    let created: OpenSeadragonAnnotator | null = null;
    void import('@annotorious/openseadragon').then(({ createOSDAnnotator, UserSelectAction }) => {
      if (cancelled) return;
      created = createOSDAnnotator(v, {
        drawingEnabled: false,
        drawingMode: 'drag',
        userSelectAction: UserSelectAction.SELECT,
        style: { fill: '#f2c14e', fillOpacity: 0.18, stroke: '#9a6b00', strokeWidth: 2 },
      });
      created.setDrawingTool('rectangle');
      created.setAnnotations(shapes.current, true);
      created.on('createAnnotation', (drawn) => {
        // The drawn shape is only a draft: the page saves it (or not) and the stored list replaces it.
        const geometry = (drawn.target.selector as unknown as { geometry: DrawnRect }).geometry;
        latest.current?.onDrawn(clampRect(geometry, width, height));
      });
      created.on('clickAnnotation', (clicked) => {
        const id = Number(clicked.id);
        if (Number.isInteger(id)) latest.current?.onSelect(id);
      });
      annotator.current = created;
      created.setDrawingEnabled(latest.current?.drawing ?? false);
      showSelected(created, latest.current?.selectedId ?? null);
      latest.current?.onReady();
    });
    return () => {
      cancelled = true;
      if (annotator.current === created) annotator.current = null;
      try {
        created?.destroy();
      } catch {
        // The viewer may have been destroyed first (its own effect runs earlier); nothing is left to remove.
      }
    };
  }, [viewer, ready, enabled, width, height]);

  const key = shapes.current
    .map((s) => `${s.id}:${JSON.stringify((s.target.selector as { geometry: unknown }).geometry)}`)
    .join('|');
  useEffect(() => {
    annotator.current?.setAnnotations(shapes.current, true);
  }, [key]);

  const drawing = options?.drawing ?? false;
  useEffect(() => {
    const anno = annotator.current;
    if (!anno) return;
    anno.setDrawingEnabled(drawing);
    // Leaving drawing mode replaces Annotorious's own copy of the drawn shape with the page's (stored + draft).
    if (!drawing) anno.setAnnotations(shapes.current, true);
  }, [drawing]);

  const selectedId = options?.selectedId ?? null;
  useEffect(() => {
    if (annotator.current) showSelected(annotator.current, selectedId);
  }, [selectedId, key]);
}

/** Highlights the annotation the address or the list opened, and brings it into view. */
function showSelected(anno: OpenSeadragonAnnotator, id: number | null) {
  if (id === null || !anno.getAnnotationById(String(id))) return;
  anno.setSelected(String(id));
  anno.fitBoundsWithConstraints(String(id), { padding: 80 });
}
