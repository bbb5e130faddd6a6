import { type Requirement, type Viewer, accessRequirement, actionAllowed } from './access';

const viewer = (accountStatus: string, extra: Partial<Viewer> = {}): Viewer =>
  ({ userId: 9, accountStatus, confirmed: true, roles: [], institutionId: null, ...extra });

const kinds: [string, Viewer][] = [
  ['visitor', { userId: null, accountStatus: 'anonymous', confirmed: false, roles: [], institutionId: null }],
  ['library visitor', { userId: null, accountStatus: 'anonymous', confirmed: false, roles: [], institutionId: 1 }],
  ['unconfirmed member', viewer('non-subscriber', { confirmed: false })],
  ['basic member', viewer('non-subscriber')],
  ['free trial', viewer('free-trial')],
  ['monthly subscriber', viewer('monthly-subscriber')],
  ['annual subscriber', viewer('annual-subscriber')],
  ['comp subscriber', viewer('comp-subscriber')],
  ['bundle', viewer('bundle')],
  ['unconfirmed subscriber', viewer('annual-subscriber', { confirmed: false })],
  ['library patron', viewer('non-subscriber', { institutionId: 1 })],
  ['administrator', viewer('non-subscriber', { roles: ['admin'] })],
  ['staff member', viewer('non-subscriber', { roles: ['staff'] })],
];

const levels = ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'] as const;
type Row = Record<(typeof levels)[number], Requirement | null>;
const ok = null;

// What each kind of account lacks per access level (null: may see the images).
const expected: Record<string, Row> = {
  'visitor':                { PUBLIC: ok, REGISTERED: 'login', CONFIRMED: 'login', SUBSCRIBER: 'login', SILO: 'login' },
  'library visitor':        { PUBLIC: ok, REGISTERED: 'login', CONFIRMED: 'login', SUBSCRIBER: 'login', SILO: ok },
  'unconfirmed member':     { PUBLIC: ok, REGISTERED: ok, CONFIRMED: 'confirm', SUBSCRIBER: 'subscribe', SILO: 'silo' },
  'basic member':           { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: 'subscribe', SILO: 'silo' },
  'free trial':             { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'monthly subscriber':     { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'annual subscriber':      { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'comp subscriber':        { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'bundle':                 { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'unconfirmed subscriber': { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'library patron':         { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: 'subscribe', SILO: ok },
  'administrator':          { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: ok, SILO: ok },
  'staff member':           { PUBLIC: ok, REGISTERED: ok, CONFIRMED: ok, SUBSCRIBER: 'subscribe', SILO: 'silo' },
};

describe.each(kinds)('%s', (name, who) => {
  test.each(levels)('%s', (level) => {
    expect(accessRequirement(level, who)).toBe(expected[name]![level]);
  });
});

test('an unknown level is treated as subscriber-only', () => {
  expect(accessRequirement('SECRET', viewer('non-subscriber'))).toBe('subscribe');
  expect(accessRequirement('SECRET', viewer('annual-subscriber'))).toBeNull();
});

test.each([
  ['view', false, false, true],
  ['download', false, true, false],
  ['download', true, false, true],
  ['print', true, false, false],
  ['print', false, true, true],
] as const)('%s with allowDownload=%s allowPrint=%s → %s', (action, allowDownload, allowPrint, allowed) => {
  expect(actionAllowed(action, { allowDownload, allowPrint })).toBe(allowed);
});
