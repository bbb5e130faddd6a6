import { jest } from '@jest/globals';

// Jest reads `testTimeout` only from the top of its config, not from a project, so the integration project sets
// its limit here. On a busy 2-core machine a test of many calls can pass 5 s; the limit only stops a hung test,
// it measures nothing (speed lives in benches).
jest.setTimeout(30_000);
