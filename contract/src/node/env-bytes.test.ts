import { bytesFromEnv } from './env-bytes';

test("the default when unset or empty, whole bytes as given, anything else refused with the variable's name", () => {
  expect(bytesFromEnv('IIIF_DISK_CACHE_BYTES', undefined, 1024)).toBe(1024);
  expect(bytesFromEnv('IIIF_DISK_CACHE_BYTES', '', 1024)).toBe(1024);
  expect(bytesFromEnv('IIIF_DISK_CACHE_BYTES', '0', 1024)).toBe(0);
  expect(bytesFromEnv('IIIF_DISK_CACHE_BYTES', '1073741824', 1024)).toBe(1073741824);
  for (const bad of ['-1', '64MB', '1.5', ' ', '1e9', '9999999999999999']) {
    expect(() => bytesFromEnv('IIIF_DISK_CACHE_BYTES', bad, 1024)).toThrow(
      `IIIF_DISK_CACHE_BYTES must be a whole number of bytes, not "${bad}"`,
    );
  }
});
