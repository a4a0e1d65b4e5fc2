// How the browser tests and the bench start Chromium: Debian's build (no browser download), with
// nothing of its own running beside the page under test.
//
// Chromium 156 loads its address-bar popup, a WebUI page of its own, in every new window: at each
// test's or cold run's first navigation it spent 200–300 ms of a core rendering that popup beside
// our page (a trace of a cold load showed its files loading three times). A user's browser loads it
// once, when the window opens, so the bench turns it off to measure the page and not the window.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
