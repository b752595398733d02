/**
 * Flags for Debian's chromium started headless by our tools (browser tests, Lighthouse): without the
 * background-networking ones it keeps calling Google's hosts, which this closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
