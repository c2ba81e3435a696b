import { chromium, type Browser } from 'playwright-core';

// Debian's chromium (installed by scripts/ci-services.sh), headless, with nothing reaching out to
// the network on its own.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
