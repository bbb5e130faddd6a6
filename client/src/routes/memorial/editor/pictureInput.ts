import type { ImageValues, PictureKind } from './ImageForm';

/** A picture element as the services take it: `IMAGE:{id}`, the rectangle for crops, the height for backgrounds. */
export function pictureInput(kind: PictureKind, v: ImageValues) {
  return {
    kind,
    image: {
      reference: `IMAGE:${v.imageId}`,
      rect: v.rect,
      yPosition: kind === 'BACKGROUND_IMAGE' ? (v.yPosition ?? 50) : null,
      caption: v.caption.trim() || null,
    },
  } as const;
}

/** The form's values for a stored picture; a picture of a sub-image keeps its reference's number. */
export function pictureValues(p: {
  reference: string;
  rect?: { x: number; y: number; w: number; h: number } | null;
  yPosition?: number | null;
  caption?: string | null;
}): ImageValues {
  return {
    imageId: p.reference.split(':')[1] ?? '',
    rect: p.rect ? { x: p.rect.x, y: p.rect.y, w: p.rect.w, h: p.rect.h } : null,
    yPosition: p.yPosition ?? null,
    caption: p.caption ?? '',
  };
}
