import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
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
}

/** A small picture of a scan, with a placeholder while it loads or when there is none. */
export function Thumbnail({ thumbnail, size = 120, alt }: Props) {
  const data = getFragmentData(Thumbnail_thumbnail, thumbnail);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const box = { width: size, height: size };
  if (!data || state === 'failed') {
    return <span className="thumb thumb--empty" style={box} aria-hidden="true" />;
  }
  return (
    <span className={`thumb thumb--${state}`} style={box}>
      <img
        src={data.url}
        alt={alt ?? data.title}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}
