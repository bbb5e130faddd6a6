// One harness for every kind of test: a test database, the services, a gateway or the whole stack, each with
// the same shape (url, db, stop), over the shared fixtures; the stand-ins of outside services; admin queries.
// Harnesses of one service area have their own export (`/accounts`, `/subscription`, `/images`), as do the fixture
// rows (`/fixtures`), the search documents they should make (`/fixture-docs`), files tests make or read (`/files`)
// and browser tests (`/browser`, `/chromium`).
export { type Backend, type TestDb, adminQuery, backends, defaultBackend, openTestDb } from './db';
export { type Reply, type ServicesHarnessOptions, type TestData, type TestServices, startServices } from './services';
export { type GqlResponse, type TestGateway, ensureGraphiqlBuilt, startGateway } from './gateway';
export { type Stack, type StackOptions, startStack, useStack } from './stack';
export { accountStatus, lastMail } from './admin';
export { type SiteVerify, startSiteVerify, useRecaptchaServices } from './stand-ins/siteverify';
export { type StandInCall, startStripeStandIn } from './stand-ins/stripe';
