#!/usr/bin/env node
// `npm start`: from a fresh clone to a running site. Only Node built-ins are used until the
// dependencies are installed, so this file runs before `npm ci` has, on the machine's Node.js 20 too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureRuntime } from './runtime.mjs';

// 0. Node.js 22: on an older Node.js this installs it and runs this file again under it (scripts/runtime.mjs).
await ensureRuntime();

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
};
const step = (text) => console.log(`\n▶ ${text}`);

// 1. Dependencies: install when node_modules is missing or older than the lockfile.
const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
if (!fs.existsSync(installedMarker) || fs.statSync(lock).mtimeMs > fs.statSync(installedMarker).mtimeMs) {
  step('Installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// 2. Database and demo data, then the website bundle: all delegated to TypeScript now that tsx exists.
step('Preparing the database (migrations, demo data if empty)');
run(process.execPath, ['--import', 'tsx', 'scripts/start/prepare.ts']);
step('Building the website');
run(process.execPath, ['--import', 'tsx', 'scripts/start/build.ts']);

// 3. Services and gateway as child processes; Ctrl-C stops both.
const { env } = await import('./start/env.mjs').then((m) => m.startEnv(root));
const children = [];
const launch = (name, entry) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n✖ ${name} stopped (${signal ?? code}); shutting down`);
      stop(1);
    }
  });
  children.push(child);
  return child;
};
let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => {
  console.log('\nStopping Muster…');
  stop(0);
});
process.on('SIGTERM', () => stop(0));

async function waitFor(url, name) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`✖ ${name} did not answer at ${url}`);
  stop(1);
}

step('Starting services and gateway');
launch('services', 'services/src/main.ts');
await waitFor(`http://127.0.0.1:${env.SERVICES_PORT}/health`, 'services');
// Facebook sign-in goes to a local stand-in unless a real Facebook app is configured (docs/decisions/sign-in-facebook.md).
if (!env.FACEBOOK_APP_ID) {
  Object.assign(env, (await import('./facebook-standin/start-env.mjs')).facebookStandinEnv(env));
  launch('facebook stand-in', 'scripts/facebook-standin/main.ts');
}
// No real genealogy provider configured: the local one plays it (scripts/oidc-provider), on loopback port 4400.
if (!env.OIDC_ISSUER) {
  launch('oidc-provider', 'scripts/oidc-provider/main.ts');
  await waitFor('http://127.0.0.1:4400/.well-known/openid-configuration', 'the local OpenID provider');
}
launch('gateway', 'gateway/src/main.ts');
await waitFor(`http://127.0.0.1:${env.PORT}/health`, 'gateway');
console.log(`\n✔ Muster is running at http://localhost:${env.PORT}/`);
console.log(`  GraphiQL: http://localhost:${env.PORT}/graphql   (Ctrl-C stops everything)`);
