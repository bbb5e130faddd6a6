import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { hashPassword } from '@muster/services/auth';
import type { InstitutionTable, UserTable } from '@muster/services/db';
import type { Rng } from '../rng';

export const demoPassword = 'muster-demo-1';

/**
 * The demo library. Its range is a documentation range (RFC 5737), so local visitors are not patrons; the
 * demo edition opens by its link, /library/springfield-demo (docs/decisions/institutions.md).
 */
export const institution: Insertable<InstitutionTable> = {
  id: 1,
  name: 'Springfield Public Library',
  type: 'library',
  silo: 1,
  proquest: 0,
  ip_ranges: JSON.stringify(['203.0.113.0/24']),
  link_token: 'springfield-demo',
};

/**
 * One user of every membership kind the site knows, with a memorable username; all share the demo password.
 * `legacy` must update that password at sign-in (the forced password-update step).
 */
const fixed: {
  username: string;
  status: string;
  confirmed: number;
  roles: string[];
  institution?: boolean;
  passwordUpdateRequired?: boolean;
}[] = [
  { username: 'admin', status: 'annual-subscriber', confirmed: 1, roles: ['admin'] },
  { username: 'basic', status: 'non-subscriber', confirmed: 1, roles: [] },
  { username: 'unconfirmed', status: 'non-subscriber', confirmed: 0, roles: [] },
  { username: 'trial', status: 'free-trial', confirmed: 1, roles: [] },
  { username: 'monthly', status: 'monthly-subscriber', confirmed: 1, roles: [] },
  { username: 'annual', status: 'annual-subscriber', confirmed: 1, roles: [] },
  { username: 'comp', status: 'comp-subscriber', confirmed: 1, roles: [] },
  { username: 'bundle', status: 'bundle', confirmed: 1, roles: [] },
  { username: 'library', status: 'non-subscriber', confirmed: 1, roles: [], institution: true },
  { username: 'legacy', status: 'non-subscriber', confirmed: 1, roles: [], passwordUpdateRequired: true },
];

export const fixedUsernames = fixed.map((u) => u.username);

function salt(rng: Rng): Buffer {
  return Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
}

/** The demo users plus `members` generated members who own memorials and tags. */
export async function buildUsers(members: number, faker: Faker, rng: Rng): Promise<Insertable<UserTable>[]> {
  const statuses = ['annual-subscriber', 'monthly-subscriber', 'non-subscriber', 'free-trial', 'annual-subscriber'];
  const people = fixed.map((u, i) => ({ ...u, id: i + 1, email: `${u.username}@muster.test` }));
  for (let i = 0; i < members; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const username = `${first}${last}${i + 1}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    people.push({
      id: people.length + 1,
      username,
      email: `${username}@example.com`,
      status: statuses[i % statuses.length],
      confirmed: 1,
      roles: [],
    });
  }
  // One salt per user (hashed with the services' own scrypt format); scrypt runs on libuv's thread pool, so hashing them together is quick.
  const salts = people.map(() => salt(rng));
  const hashes = await Promise.all(salts.map((s) => hashPassword(demoPassword, s)));
  return people.map((u, i) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    password_hash: hashes[i],
    account_status: u.status,
    confirmed: u.confirmed,
    roles: JSON.stringify(u.roles),
    institution_id: 'institution' in u && u.institution ? 1 : null,
    // Every row names the column: the bulk importer writes rows together, with the first row's columns.
    password_update_required: 'passwordUpdateRequired' in u && u.passwordUpdateRequired ? 1 : 0,
    join_date: new Date(Date.UTC(2019, 0, 1) + rng.int(0, 6 * 365) * 86_400_000).toISOString(),
  }));
}
