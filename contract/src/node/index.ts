// Helpers that cross a process boundary but need Node (crypto, process.env): URL signing shared by the gateway
// and the images service, the metrics token, sizes and settings read from the environment.
export * from './env-bytes';
export * from './graceful-drain';
export * from './lru';
export * from './metrics-token';
export * from './oidc-settings';
export * from './password-policy';
export * from './readiness';
export * from './signing';
export { KEY_MARK, keyDigest, newKeySecret } from './api-key-secret';
