import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { useStack } from '@muster/testkit';
import { setPassword, signedIn } from './accounts-helpers';
import { authorize } from './oauth-helpers';
import { rateLimitsFromEnv } from '../src/limits/rate-budget';

/**
 * The quick starts of docs/api.md run as written (issue 14 point 13): the partner's blocks with a key staff made,
 * the mobile app's with a member who allows it on the consent page, and the codegen configuration against the
 * served SDL. A change of the API that breaks the documentation fails here.
 */
// Rate limits on, as in production: the quick start reads the cost and the bucket.
const stack = useStack({ gateway: { rateLimits: rateLimitsFromEnv({}) } });
const api = fs.readFileSync(path.join(process.cwd(), 'docs', 'api.md'), 'utf8');
const ADMIN = { id: 2, username: 'archivist', password: 'Archivist-1863' };
const MEMBER = { id: 1, password: 'Subscriber-1862' };

/** The fenced blocks marked `quickstart=<name>`, in order. */
function blocks(name: string): string[] {
  const fence = new RegExp('```\\w+ quickstart=' + name + '\\n([\\s\\S]*?)```', 'g');
  return [...api.matchAll(fence)].map((match) => match[1]!);
}

/** Runs blocks as one async script with this process's fetch and crypto, capturing what it logs. */
async function run(code: string, env: Record<string, string>, extra: Record<string, unknown> = {}) {
  const logged: string[] = [];
  const names = ['process', 'console', ...Object.keys(extra)];
  const script = new Function(...names, `return (async () => {\n${code}\n})();`);
  await script({ env }, { log: (...parts: unknown[]) => logged.push(parts.join(' ')) }, ...Object.values(extra));
  return logged;
}

test('the partner quick start runs: a key, the first query, a walk of every hit and the cost', async () => {
  expect(blocks('partner')).toHaveLength(4);
  await setPassword(stack.db.db, ADMIN.id, ADMIN.password);
  await stack.db.db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', ADMIN.id).execute();
  const admin = await signedIn(stack.url, ADMIN);
  const created = await admin.gql(
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { createdApiKey { secret } userErrors { message } } }',
    { input: { ownerId: MEMBER.id, name: 'Quick start' } },
  );
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data.createApiKey.userErrors).toEqual([]);
  const logged = await run(blocks('partner').join('\n'), {
    MUSTER_URL: stack.url,
    MUSTER_KEY: created.body.data.createApiKey.createdApiKey.secret,
  });

  const total = Number(/^(\d+) hits; the first is \S/.exec(logged[0]!)?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(logged[1]).toBe(`walked ${total} hits`);
  const [, asked, charged, left, max] = /^cost (\d+) asked, (\d+) charged; (\d+) of (\d+) left until \S+Z$/.exec(
    logged[2]!,
  )!;
  expect(Number(charged)).toBeLessThanOrEqual(Number(asked));
  expect(Number(left)).toBeLessThan(Number(max));
});

test('the mobile quick start runs: PKCE sign-in with consent, the API as the member, refresh, sign-out', async () => {
  await setPassword(stack.db.db, MEMBER.id, MEMBER.password);
  const member = await stack.db.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', MEMBER.id)
    .executeTakeFirstOrThrow();
  const browser = await signedIn(stack.url, { username: member.username, password: MEMBER.password });
  // The platform's browser sign-in: the member, signed in on the website, allows the app.
  const openAuthSession = async (address: string) => {
    const url = new URL(address);
    const authorization = await authorize(browser, {
      challenge: url.searchParams.get('code_challenge')!,
      scope: url.searchParams.get('scope')!,
      state: url.searchParams.get('state')!,
    });
    return authorization.location!;
  };
  const logged = await run(blocks('mobile').join('\n'), { MUSTER_URL: stack.url }, { openAuthSession });
  expect(logged).toEqual([`signed in as ${member.username}`, 'signed out: UNAUTHENTICATED']);
});

test('the typed-client configuration generates typed documents from the served schema', async () => {
  const [config] = blocks('codegen');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-quickstart-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'src', 'me.graphql'),
      'query Me { session { user { username subscriptionStatus } } }',
    );
    const schema = /^schema: (\S+)$/m.exec(config!)![1]!.replace('https://muster.example', stack.url);
    // The documented preset by name is the package below; Jest's module loader cannot resolve it by name.
    expect(config).toMatch(/^\s+preset: client$/m);
    const outputs = await generate(
      {
        schema,
        documents: path.join(dir, 'src', '**', '*.graphql'),
        generates: { [path.join(dir, 'src', 'muster') + '/']: { preset: clientPreset } },
        silent: true,
      },
      false,
    );
    const graphql = outputs.find((file: { filename: string }) => file.filename.endsWith('graphql.ts'))!.content;
    expect(graphql).toContain('export type MeQuery');
    expect(graphql).toContain('subscriptionStatus');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
