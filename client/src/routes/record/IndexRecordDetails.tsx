import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { Thumbnail } from '../../components/Thumbnail';
import { formatPartialDate } from '../../lib/dates';
import { scanPath } from '../../lib/links';

export const IndexRecordDetails_record = graphql(`
  fragment IndexRecordDetails_record on IndexRecord {
    title
    fullName
    givenName
    middleName
    surname
    nameSuffix
    gender
    race
    birthDate
    birthPlace { label }
    residencePlace { label }
    enlistmentDate
    enlistmentPlace { label }
    dischargeDate
    deathDate
    deathPlace { label }
    conflict
    branch
    rank
    unit
    serviceNumber
    casualtyType
    award
    deathCause
    enlistmentRank
    dischargeRank
    theater
    burialDate
    burialPlace { label }
    regiment { id regimentId name }
    company { id companyId name }
    image { id imageId title }
    subImage { id subImageId }
    publication { id publicationId title slug }
    thumbnail(width: 300, height: 300) {
      ...Thumbnail_thumbnail
    }
  }
`);

/** Every field of an index record, with links to its page, publication, regiment and company. */
export function IndexRecordDetails(props: {
  record: FragmentType<typeof IndexRecordDetails_record>;
  actions?: ReactNode;
}) {
  const r = getFragmentData(IndexRecordDetails_record, props.record);
  // The page and the publication come from other services: either may be null (with an error) while the record shows.
  // The viewer opens on the record's region of the page (?rec=), outlined and zoomed to, when it has one.
  const imageHref = r.image && scanPath(r.image.imageId, r.subImage?.subImageId);
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">Index Record · {r.conflict}</p>
        <h1>{r.fullName}</h1>
        <p className="detail-header__meta">
          {r.publication && (
            <Link to={`/publication/${r.publication.publicationId}/${r.publication.slug}`}>{r.publication.title}</Link>
          )}
          {props.actions}
        </p>
        {imageHref && (
          // Near the top, so a phone shows it before the record's fields.
          <p className="detail-header__actions">
            <Link className="button button--primary" to={imageHref}>
              View the original page
            </Link>
          </p>
        )}
      </header>
      <div className="detail-grid">
        <div>
          <Fields
            rows={[
              ['Name', r.fullName],
              ['Given name', r.givenName],
              ['Middle name', r.middleName],
              ['Surname', r.surname],
              ['Suffix', r.nameSuffix],
              ['Gender', r.gender],
              ['Race', r.race],
              ['Birth date', formatPartialDate(r.birthDate)],
              ['Birth place', r.birthPlace?.label],
              ['Residence', r.residencePlace?.label],
              ['Conflict', r.conflict],
              ['Branch', r.branch],
              ['Rank', r.rank],
              ['Rank at enlistment', r.enlistmentRank],
              ['Rank at discharge', r.dischargeRank],
              ['Unit', r.unit],
              ['Theater', r.theater],
              ['Regiment', r.regiment && <Link to={`/regiment/${r.regiment.regimentId}`}>{r.regiment.name}</Link>],
              ['Company', r.company && <Link to={`/company/${r.company.companyId}`}>{r.company.name}</Link>],
              ['Service number', r.serviceNumber],
              ['Enlistment date', formatPartialDate(r.enlistmentDate)],
              ['Enlistment place', r.enlistmentPlace?.label],
              ['Discharge date', formatPartialDate(r.dischargeDate)],
              ['Casualty', r.casualtyType],
              ['Award', r.award],
              ['Death date', formatPartialDate(r.deathDate)],
              ['Death place', r.deathPlace?.label],
              ['Cause of death', r.deathCause],
              ['Burial date', formatPartialDate(r.burialDate)],
              ['Burial place', r.burialPlace?.label],
              ['Publication', r.publication?.title],
              ['Source', r.title],
            ]}
          />
        </div>
        <aside>
          {r.image && imageHref ? (
            <Link to={imageHref} aria-label={`View the original page: ${r.image.title}`}>
              <Thumbnail thumbnail={r.thumbnail} size={260} alt="" />
            </Link>
          ) : (
            <Thumbnail thumbnail={r.thumbnail} size={260} alt="" />
          )}
        </aside>
      </div>
    </article>
  );
}
