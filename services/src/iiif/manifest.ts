import { thumbnailPath } from '@muster/contract/rules';
import { imageServiceId } from './public-base';

/**
 * IIIF Presentation 3 manifests (https://iiif.io/api/presentation/3.0/) so Mirador or Universal Viewer can open
 * a roll or a memorial gallery. Service ids are unsigned: tiles need a per-user token (see docs/decisions/images.md,
 * "Manifests"), which Muster's own viewer gets from the gateway.
 */
export const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

export type LanguageMap = { en: string[] };
const en = (...values: string[]): LanguageMap => ({ en: values });
const entry = (label: string, value: string) => ({ label: en(label), value: en(value) });

/** One picture on a canvas: a whole scan, or a rectangle of one (a memorial's cover crop). */
export interface CanvasSource {
  canvasId: string;
  label: string;
  imageId: number;
  /** The scan's full size. */
  width: number;
  height: number;
  rect?: { x: number; y: number; w: number; h: number } | null;
  /** Site-relative thumbnail address; the whole page's by default (a crop comes from its memorial's reference). */
  thumbnail?: string;
}

export function canvas(base: string, source: CanvasSource) {
  const service = imageServiceId(base, source.imageId);
  const rect = source.rect && source.rect.w > 0 && source.rect.h > 0 ? source.rect : null;
  const width = rect?.w ?? source.width;
  const height = rect?.h ?? source.height;
  const region = rect ? `${rect.x},${rect.y},${rect.w},${rect.h}` : 'full';
  return {
    id: source.canvasId,
    type: 'Canvas',
    label: en(source.label),
    width,
    height,
    thumbnail: [
      {
        id: `${base}${source.thumbnail ?? thumbnailPath(source.imageId, { width: 200, height: 200 })}`,
        type: 'Image',
        format: 'image/jpeg',
      },
    ],
    items: [
      {
        id: `${source.canvasId}/page`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${source.canvasId}/page/image`,
            type: 'Annotation',
            motivation: 'painting',
            target: source.canvasId,
            body: {
              id: `${service}/${region}/max/0/default.jpg`,
              type: 'Image',
              format: 'image/jpeg',
              width,
              height,
              service: [{ id: service, type: 'ImageService3', profile: 'level2' }],
            },
          },
        ],
      },
    ],
  };
}

/** US federal records are public domain; anything else is marked as not yet evaluated. */
export function rightsFor(provider: string): string {
  return /national archives|national park service|american battle monuments/i.test(provider)
    ? 'http://rightsstatements.org/vocab/NoC-US/1.0/'
    : 'http://rightsstatements.org/vocab/CNE/1.0/';
}

export interface ManifestInput {
  id: string;
  label: string;
  summary?: string;
  metadata: [string, string][];
  provider: string;
  homepage?: { id: string; label: string };
  canvases: ReturnType<typeof canvas>[];
}

export function manifest(input: ManifestInput) {
  return {
    '@context': PRESENTATION_CONTEXT,
    id: input.id,
    type: 'Manifest',
    label: en(input.label),
    ...(input.summary ? { summary: en(input.summary) } : {}),
    metadata: input.metadata.filter(([, value]) => value).map(([label, value]) => entry(label, value)),
    requiredStatement: entry('Attribution', `${input.provider}, via Muster`),
    rights: rightsFor(input.provider),
    ...(input.homepage
      ? { homepage: [{ id: input.homepage.id, type: 'Text', label: en(input.homepage.label), format: 'text/html' }] }
      : {}),
    items: input.canvases,
  };
}
