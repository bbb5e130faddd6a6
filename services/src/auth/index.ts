// Password hashing (demo users, test fixtures) and the internal identity header (the gateway's tests check both ends).
export * from './identity';
export * from './password-hash';
