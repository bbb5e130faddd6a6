import { type AccessAction, type Decision, type Viewer, decide, isOpenLevel } from './access-policy';

const member = (accountStatus: string, extra: Partial<Viewer> = {}): Viewer => ({
  userId: 9,
  accountStatus,
  confirmed: true,
  roles: [],
  institution: null,
  ...extra,
});
const visitor = (institution: Viewer['institution'] = null): Viewer => ({
  userId: null,
  accountStatus: 'anonymous',
  confirmed: false,
  roles: [],
  institution,
});
const library = { id: 1, silo: 1 };
const silo = { id: 2, silo: 7 };

const kinds: [string, Viewer][] = [
  ['visitor', visitor()],
  ['visitor at a library', visitor(library)],
  ['visitor at a silo institution', visitor(silo)],
  ['unconfirmed member', member('non-subscriber', { confirmed: false })],
  ['Basic member', member('non-subscriber')],
  ['free trial', member('free-trial')],
  ['Premium monthly', member('monthly-subscriber')],
  ['Premium annual', member('annual-subscriber')],
  ['Premium comp', member('comp-subscriber')],
  ['All-Access', member('bundle')],
  ['unconfirmed Premium', member('annual-subscriber', { confirmed: false })],
  ['library patron', member('non-subscriber', { institution: library })],
  ['silo patron', member('non-subscriber', { institution: silo })],
  ['Premium at a silo institution', member('annual-subscriber', { institution: silo })],
  ['administrator', member('non-subscriber', { roles: ['admin'] })],
  ['other staff role', member('non-subscriber', { roles: ['staff'] })],
];

const levels = ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'] as const;
type Cell = 'ok' | 'login' | 'confirm' | 'subscribe' | 'silo';
type Row = [Cell, Cell, Cell, Cell, Cell];

// VIEW (and SEARCH): what each kind lacks per level, in the order of `levels`.
const view: Record<string, Row> = {
  visitor: ['ok', 'login', 'login', 'subscribe', 'silo'],
  'visitor at a library': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'visitor at a silo institution': ['ok', 'ok', 'ok', 'silo', 'ok'],
  'unconfirmed member': ['ok', 'ok', 'confirm', 'subscribe', 'silo'],
  'Basic member': ['ok', 'ok', 'ok', 'subscribe', 'silo'],
  'free trial': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'Premium monthly': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'Premium annual': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'Premium comp': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'All-Access': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'unconfirmed Premium': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'library patron': ['ok', 'ok', 'ok', 'ok', 'ok'],
  'silo patron': ['ok', 'ok', 'ok', 'silo', 'ok'],
  'Premium at a silo institution': ['ok', 'ok', 'ok', 'ok', 'ok'],
  administrator: ['ok', 'ok', 'ok', 'ok', 'ok'],
  'other staff role': ['ok', 'ok', 'ok', 'subscribe', 'silo'],
};

// ANNOTATE needs a member with a confirmed email (or Premium) on top of the level.
const annotate: Record<string, Row> = {
  ...view,
  visitor: ['login', 'login', 'login', 'login', 'login'],
  'visitor at a library': ['login', 'login', 'login', 'login', 'login'],
  'visitor at a silo institution': ['login', 'login', 'login', 'login', 'login'],
  'unconfirmed member': ['confirm', 'confirm', 'confirm', 'confirm', 'confirm'],
};

const open = { allowDownload: true, allowDownloadDoc: true, allowPrint: true, allowAnnotations: true };
const closed = { allowDownload: false, allowDownloadDoc: false, allowPrint: false, allowAnnotations: false };

function cell(decision: Decision): Cell | 'not offered' {
  if (decision.allowed) return 'ok';
  return 'notOffered' in decision ? 'not offered' : decision.requirement;
}

const table: [AccessAction, Record<string, Row>][] = [
  ['VIEW', view],
  ['SEARCH', view],
  ['DOWNLOAD', view],
  ['DOWNLOAD_PDF', view],
  ['PRINT', view],
  ['ANNOTATE', annotate],
];

describe.each(table)('%s', (action, expected) => {
  describe.each(kinds)('%s', (name, who) => {
    test.each(levels.map((level, i) => [level, expected[name]![i]] as const))('%s → %s', (level, want) => {
      expect(cell(decide(action, level, who, open))).toBe(want);
    });
  });
});

test('downloads, print and annotate are not offered where the publication switches them off', () => {
  for (const action of ['DOWNLOAD', 'DOWNLOAD_PDF', 'PRINT', 'ANNOTATE'] as const) {
    expect(cell(decide(action, 'PUBLIC', member('annual-subscriber'), closed))).toBe('not offered');
    // Someone who could not see the page is told what would open it, not that the action is missing.
    expect(cell(decide(action, 'SUBSCRIBER', member('non-subscriber'), closed))).toBe('subscribe');
  }
  expect(cell(decide('VIEW', 'PUBLIC', visitor(), closed))).toBe('ok');
});

test('the JPEG and the PDF have a switch each', () => {
  const jpegOnly = { ...closed, allowDownload: true };
  const pdfOnly = { ...closed, allowDownloadDoc: true };
  const subscriber = member('annual-subscriber');
  expect([
    cell(decide('DOWNLOAD', 'PUBLIC', subscriber, jpegOnly)),
    cell(decide('DOWNLOAD_PDF', 'PUBLIC', subscriber, jpegOnly)),
  ]).toEqual(['ok', 'not offered']);
  expect([
    cell(decide('DOWNLOAD', 'PUBLIC', subscriber, pdfOnly)),
    cell(decide('DOWNLOAD_PDF', 'PUBLIC', subscriber, pdfOnly)),
  ]).toEqual(['not offered', 'ok']);
});

test('a denial names the least account that opens it', () => {
  expect(decide('VIEW', 'SUBSCRIBER', visitor(), open)).toEqual({
    allowed: false,
    requirement: 'subscribe',
    minimumAccountStatus: 'free-trial',
  });
  expect(decide('VIEW', 'REGISTERED', visitor(), open)).toEqual({
    allowed: false,
    requirement: 'login',
    minimumAccountStatus: 'non-subscriber',
  });
  expect(decide('VIEW', 'CONFIRMED', member('non-subscriber', { confirmed: false }), open)).toEqual({
    allowed: false,
    requirement: 'confirm',
    minimumAccountStatus: 'non-subscriber',
  });
});

test('an unknown level opens only for Premium', () => {
  expect(cell(decide('VIEW', 'SECRET', member('non-subscriber')))).toBe('subscribe');
  expect(cell(decide('VIEW', 'SECRET', member('annual-subscriber')))).toBe('ok');
});

test('PUBLIC and REGISTERED are the open levels', () => {
  expect(levels.filter(isOpenLevel)).toEqual(['PUBLIC', 'REGISTERED']);
});
