// How every browser run launches Chromium (the test suites, the phone bench, the icon renderer): the machine's own
// build (CHROMIUM_PATH), headless, and quiet on a closed network (no background updates, sync or QUIC probes).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
