// Debian's Chromium (never a downloaded browser) with the flags this machine needs: no sandbox
// as root, and no background networking, which the closed network would refuse (TOOLCHAIN.md).
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
