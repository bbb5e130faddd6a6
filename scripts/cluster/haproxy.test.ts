import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HAPROXY, haproxyConfig } from './haproxy';
import type { ClusterLayout } from './layout';

const layout: ClusterLayout = {
  dir: '/tmp/muster-cluster-config-test',
  host: '127.0.0.1',
  sitePort: 4800,
  gatewayPorts: [4801, 4802],
  servicesPort: 4810,
  servicePorts: [4811, 4812],
  env: {},
};
const config = haproxyConfig(layout);
/** The lines of one section (`backend services_writes`), trimmed. */
const section = (name: string) => {
  const lines = config.split('\n');
  const start = lines.indexOf(name);
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.trim());
};

test('a write to the services is re-sent only when it never reached a process; a read also when one died on it', () => {
  expect(section('frontend services')).toEqual([
    'bind 127.0.0.1:4810',
    // A search is a POST that changes nothing: it is a read.
    'acl read_only_post path /fold31-search/doc-search /fold31-search/browse-facet',
    'use_backend services_reads if METH_GET || METH_HEAD || read_only_post',
    'default_backend services_writes',
    '',
  ]);
  expect(section('backend services_reads')).toContain('retry-on conn-failure empty-response 503');
  expect(section('backend services_writes').some((line) => line.startsWith('retry-on'))).toBe(false);
  expect(config).toMatch(/^defaults[\s\S]*^ {2}retry-on conn-failure$/m);
  // One health check decides both backends.
  expect(section('backend services_writes')).toContain(
    'server services-1 127.0.0.1:4811 track services_reads/services-1',
  );
});

test('the gateways believe the visitor address HAProxy adds, and every process is checked for readiness', () => {
  expect(section('frontend site')).toContain('option forwardfor');
  expect(section('backend gateways')).toEqual(
    expect.arrayContaining([
      'option httpchk GET /ready',
      'server gateway-1 127.0.0.1:4801 check',
      'server gateway-2 127.0.0.1:4802 check',
    ]),
  );
  expect(section('backend services_reads')).toContain('option httpchk GET /ready');
});

test('when no gateway is ready (Redis away for all), the live ones still serve: a fallback checked on /health', () => {
  expect(section('frontend site')).toContain('use_backend gateways_fallback if { nbsrv(gateways) eq 0 }');
  expect(section('backend gateways_fallback')).toEqual(
    expect.arrayContaining([
      'option httpchk GET /health',
      'server gateway-1 127.0.0.1:4801 check',
      'server gateway-2 127.0.0.1:4802 check',
    ]),
  );
});

// HAProxy itself judges the file where it is installed (npm run cluster installs it; CI's test setup too).
(fs.existsSync(HAPROXY) ? test : test.skip)('HAProxy accepts the configuration', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'muster-haproxy-')), 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  expect(`${check.stdout}${check.stderr}`).toMatch(/Configuration file is valid/);
  expect(check.status).toBe(0);
});
