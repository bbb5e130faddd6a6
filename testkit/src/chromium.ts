import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, headless, with no background traffic (this machine reaches no internet). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Collects what the site's Content-Security-Policy refused in any page of this browser (Chromium reports each
 * refusal in the page's console), so a test fails when a page needs something the policy forbids.
 */
export function watchCspViolations(browser: Browser): string[] {
  const violations: string[] = [];
  // browser.newPage() makes its context through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
    });
    return context;
  };
  return violations;
}
