import type { ReactNode } from 'react';
import type { FragmentType } from '../../__generated__';
import { GalleryTile, type GalleryTile_image } from './GalleryTile';

interface Props {
  entries: readonly { added: string; image?: FragmentType<typeof GalleryTile_image> | null }[];
  /** Shown when the list is empty. */
  empty: ReactNode;
}

/** A grid of gallery tiles; images that are gone or no longer visible are left out. */
export function GalleryGrid({ entries, empty }: Props) {
  const shown = entries.flatMap((e) => (e.image ? [e.image] : []));
  if (shown.length === 0) return <div className="gallery-empty">{empty}</div>;
  return (
    <ul className="gallery-grid">
      {shown.map((image, i) => (
        <GalleryTile key={i} image={image} />
      ))}
    </ul>
  );
}
