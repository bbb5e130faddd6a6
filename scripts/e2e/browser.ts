import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, headless, with no background traffic (this machine reaches no internet). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-quic',
      '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}
