import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { setShowGraphicImages, useShowGraphicImages } from '../lib/showGraphicImages';
import './Thumbnail.css';

export const Thumbnail_thumbnail = graphql(`
  fragment Thumbnail_thumbnail on Thumbnail {
    url
    width
    height
    title
  }
`);

interface Props {
  thumbnail: FragmentType<typeof Thumbnail_thumbnail> | null | undefined;
  /** Displayed box in pixels (the picture keeps its proportions inside it). */
  size?: number;
  alt?: string;
  /** The picture is graphic: it shows only when the show_graphic_images setting is on. */
  graphic?: boolean;
}

/**
 * A small picture of a scan, with a loading icon while it loads and a placeholder when there is none.
 * A graphic picture stays covered, with a button to show graphic images for the session, until the
 * show_graphic_images setting is on (accounts spec §2 "Shared interface pieces").
 */
export function Thumbnail({ thumbnail, size = 120, alt, graphic = false }: Props) {
  const data = getFragmentData(Thumbnail_thumbnail, thumbnail);
  const showGraphic = useShowGraphicImages();
  // The state belongs to one address: a new address starts loading again.
  const [loaded, setLoaded] = useState<{ url: string; ok: boolean } | null>(null);
  const box = { width: size, height: size };
  const state = !data || loaded?.url !== data.url ? 'loading' : loaded.ok ? 'loaded' : 'failed';
  if (!data || state === 'failed') {
    return <span className="thumb thumb--empty" style={box} aria-hidden="true" />;
  }
  if (graphic && !showGraphic) {
    return (
      <span className="thumb thumb--graphic" style={box}>
        <span className="thumb__note">Graphic image</span>
        <button type="button" className="thumb__show" onClick={() => setShowGraphicImages(true)}>
          Show graphic images
        </button>
      </span>
    );
  }
  return (
    <span className={`thumb thumb--${state}`} style={box}>
      {state === 'loading' && <span className="thumb__spinner" aria-hidden="true" />}
      <img
        src={data.url}
        alt={alt ?? data.title}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded({ url: data.url, ok: true })}
        onError={() => setLoaded({ url: data.url, ok: false })}
      />
    </span>
  );
}
