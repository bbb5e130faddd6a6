/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Every package is ESM ("type": "module"), so tests run as native ES modules
// (scripts/test.mjs sets --experimental-vm-modules) and swc only strips types.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
] as const;

const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

const config: Config = {
  // Each test file's ES modules stay in its VM context's memory; run in one process, the suite grew past 5 GB and
  // every later file ran slower under garbage collection. A memory limit makes Jest use a worker (even one) and
  // start it afresh once a test file leaves it larger than this.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{contract,services,gateway,scripts,schema}/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/test/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
    },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/src/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/client/test/setup.js'],
      moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/client/test/style-mock.js' },
    },
    // Integration tests boot services and a gateway and talk HTTP to them; their time limit is set by the setup file.
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{services,gateway}/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/testkit/src/integration-timeout.ts'],
    },
    { ...base, displayName: 'browser', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/e2e/**/*.test.ts'] },
  ],
};
export default config;
