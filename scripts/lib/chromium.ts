import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium as the bench drives it: headless, and without the background requests this
 * machine's closed network would refuse (TOOLING.md).
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
