import { isDatabaseUnavailable } from './database-unavailable';

test('a database out of reach or cutting connections is a reason to try again; a bug or a constraint is not', () => {
  for (const error of [
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ])
    expect(isDatabaseUnavailable(error)).toBe(true);
  for (const error of [
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('syntax error'), { code: '42601' }),
    Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    null,
  ])
    expect(isDatabaseUnavailable(error)).toBe(false);
});
