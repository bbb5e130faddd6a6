// What the scripts and the other workspaces' tests use of the database: open, migrate, the table types.
export * from './connect';
export * from './database';
export * from './dialect';
export * from './migrate';
export * from './sqlite-files';
