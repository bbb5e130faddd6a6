#!/usr/bin/env node
// Muster runs on Node.js 22 LTS, the release named in .nvmrc (docs/operations.md "Runtime"). On a machine whose
// Node.js is older, this file installs that release from the npm registry, whose node-<os>-<cpu> packages ship the
// official binary and headers, into .runtime/ (git-ignored), and runs the command again under it: with its bin
// folder first on PATH, so npm, npm scripts and tools started by name run on it too, and with npm's `nodedir` set
// to it, so native addons (better-sqlite3) build for it. It uses Node built-ins only and runs on Node.js 20.
//
//   await ensureRuntime();                       // first line of scripts/start.mjs and scripts/test.mjs
//   node scripts/runtime.mjs <command> [args…]   // package.json scripts and .ci/run
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const major = (version) => Number(version.split('.')[0]);
const fits = major(process.versions.node) >= major(wanted);

/** The npm package holding Node's binary for this machine, named as the `node` package's installer names it. */
function binaryPackage() {
  if (process.platform !== 'linux' && process.platform !== 'darwin') {
    fail(`no Node.js ${wanted} install for ${process.platform} here: install Node.js ${major(wanted)} yourself`);
  }
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${process.platform}-${process.arch}`;
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** The installed release's folder (binary under bin/, headers under include/), installing it when missing. */
function installedRuntime() {
  const pkg = binaryPackage();
  const prefix = path.join(root, '.runtime', `node-v${wanted}`);
  const home = path.join(prefix, 'node_modules', pkg);
  if (fs.existsSync(path.join(home, 'bin', 'node'))) return home;
  console.log(
    `\n▶ Installing Node.js ${wanted} (npm package ${pkg}) into .runtime/; this machine has ${process.version}`,
  );
  // Into a folder of its own, renamed when complete, so an interrupted or concurrent install leaves nothing half-made.
  const partial = `${prefix}.partial-${process.pid}`;
  const args = [
    'install',
    '--prefix',
    partial,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    `${pkg}@${wanted}`,
  ];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0 || !fs.existsSync(path.join(partial, 'node_modules', pkg, 'bin', 'node'))) {
    fs.rmSync(partial, { recursive: true, force: true });
    fail(`npm ${args.join(' ')} failed`);
  }
  try {
    fs.renameSync(partial, prefix);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return home;
}

/** The Node.js binary and environment that run commands on the wanted release; the current ones when they fit. */
function runtime() {
  if (fits) return { node: process.execPath, env: process.env };
  const home = installedRuntime();
  const env = {
    ...process.env,
    PATH: [path.join(home, 'bin'), process.env.PATH].filter(Boolean).join(path.delimiter),
    npm_config_nodedir: home,
  };
  return { node: path.join(home, 'bin', 'node'), env };
}

/**
 * better-sqlite3 is compiled at install time for the Node.js that ran the install; after an `npm install` on another
 * release it fails to load ("compiled against a different Node.js version"), so it is rebuilt for this one.
 */
function rebuildStaleAddons({ node, env }) {
  if (!fs.existsSync(path.join(root, 'node_modules', 'better-sqlite3', 'build'))) return;
  const probe = spawnSync(node, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (probe.status === 0 || !probe.stderr.includes('NODE_MODULE_VERSION')) return;
  console.log('\n▶ Rebuilding better-sqlite3 for this Node.js (it was built for another)');
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, env, stdio: 'inherit' });
  if (rebuild.status !== 0) fail('npm rebuild better-sqlite3 failed');
}

/** Runs a child with the terminal, passes on stop signals and ends this process as the child ended. */
function handOver(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal itself; a SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => fail(`${command}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
  return new Promise(() => {});
}

/** Returns at once on a Node.js that fits; otherwise runs this script again under the wanted release and never returns. */
export async function ensureRuntime() {
  if (!fits) {
    const { node, env } = runtime();
    await handOver(node, [...process.execArgv, ...process.argv.slice(1)], env);
  }
  rebuildStaleAddons(runtime());
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) fail('usage: node scripts/runtime.mjs <command> [args…]');
  const current = runtime();
  if (command !== 'npm') rebuildStaleAddons(current);
  await handOver(command, args, current.env);
}
