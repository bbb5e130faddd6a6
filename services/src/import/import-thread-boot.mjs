// Worker threads do not inherit tsx's loader from the main thread (nor Jest's transform): register it, then load the
// TypeScript body of the import thread.
import { register } from 'tsx/esm/api';

register();
await import('./import-thread-body.ts');
