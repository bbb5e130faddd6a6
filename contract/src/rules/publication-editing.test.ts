import { type PublicationEditValues, effectiveAccessLevel, publicationEditError } from './publication-editing';

const current: PublicationEditValues = {
  configuredAccessLevel: 'PUBLIC',
  minimumAccessLevel: 'PUBLIC',
  maximumAccessLevel: 'SILO',
  allowPrint: true,
  allowDownload: true,
  allowDownloadDoc: true,
  allowAnnotations: true,
  allowImports: true,
  title: 'Pensions',
  shortTitle: 'Pensions',
  shortDescription: '',
  mediumDescription: '',
  provider: 'National Archives',
  coverImageId: null,
  sampleImageIds: [],
  hasBrowse: true,
  browseLabels: ['State'],
  browseOutOfDate: false,
  percentComplete: 100,
  percentCompleteOverride: null,
  featured: false,
  isNew: false,
};

test('the effective level is the configured one clamped to [minimum, maximum]', () => {
  expect(effectiveAccessLevel('PUBLIC', 'PUBLIC', 'SILO')).toBe('PUBLIC');
  expect(effectiveAccessLevel('PUBLIC', 'SUBSCRIBER', 'SILO')).toBe('SUBSCRIBER');
  expect(effectiveAccessLevel('SILO', 'PUBLIC', 'CONFIRMED')).toBe('CONFIRMED');
  expect(effectiveAccessLevel('REGISTERED', 'REGISTERED', 'REGISTERED')).toBe('REGISTERED');
});

test('each kind of bad value has its code and field; a good edit has none', () => {
  const providers = ['National Archives'];
  const codeOf = (changes: Record<string, unknown>) => {
    const error = publicationEditError(changes, current, providers);
    return error && [error.code, error.field];
  };
  expect(codeOf({ colour: 'red' })).toEqual(['PUBLICATION_FIELD_UNKNOWN', 'colour']);
  expect(codeOf({ maximumAccessLevel: 'PUBLIC', minimumAccessLevel: 'REGISTERED' })).toEqual([
    'PUBLICATION_ACCESS_RANGE',
    'minimumAccessLevel',
  ]);
  expect(codeOf({ maximumAccessLevel: 'PUBLIC' })).toBeNull();
  expect(codeOf({ percentComplete: 100.5 })).toEqual(['PUBLICATION_PERCENT_RANGE', 'percentComplete']);
  expect(codeOf({ percentCompleteOverride: null, coverImageId: null })).toBeNull();
  expect(codeOf({ provider: 'Elsewhere' })).toEqual(['PUBLICATION_PROVIDER_UNKNOWN', 'provider']);
  expect(codeOf({ sampleImageIds: [1, 2, 3, 4, 5, 6, 7] })).toEqual(['PUBLICATION_IMAGE_INVALID', 'sampleImageIds']);
  expect(codeOf({ browseLabels: [''] })).toEqual(['PUBLICATION_VALUE_INVALID', 'browseLabels']);
  expect(codeOf({ title: 'x'.repeat(201) })).toEqual(['PUBLICATION_VALUE_INVALID', 'title']);
  expect(codeOf({ mediumDescription: '', featured: true, isNew: true })).toBeNull();
});
