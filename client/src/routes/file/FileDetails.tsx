import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Thumbnail } from '../../components/Thumbnail';
import { countLabel } from '../../lib/counts';
import { browseTrail } from '../../viewer/browseTrail';

export const FileDetails_file = graphql(`
  fragment FileDetails_file on File {
    fileId
    title
    browsePath
    imageCount
    publication {
      id
      publicationId
      title
      slug
    }
    thumbnail(width: 300, height: 300) {
      ...Thumbnail_thumbnail
    }
  }
`);

interface Props {
  file: FragmentType<typeof FileDetails_file>;
  children?: ReactNode;
}

/** A file's header: its place in the publication's browse tree, title, publication and page count. */
export function FileDetails({ file, children }: Props) {
  const f = getFragmentData(FileDetails_file, file);
  const publicationHref = f.publication && `/publication/${f.publication.publicationId}/${f.publication.slug}`;
  const trail = browseTrail(
    f.publication,
    f.browsePath.map((value) => ({ label: value, value })),
  );
  return (
    <article className="file-page">
      <Breadcrumb steps={trail} />
      <header className="detail-header file-page__header">
        <div>
          <p className="eyebrow">File</p>
          <h1>{f.title}</h1>
          <p className="detail-header__meta">
            {f.publication && publicationHref && (
              <span>
                In <Link to={publicationHref}>{f.publication.title}</Link>
              </span>
            )}
            <span className="file-page__count">{countLabel(f.imageCount, 'page')}</span>
          </p>
        </div>
        <Thumbnail thumbnail={f.thumbnail} size={96} alt="" />
      </header>
      {children}
    </article>
  );
}
