// jsdom lacks TextEncoder/TextDecoder, which react-router uses; borrow Node's.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
