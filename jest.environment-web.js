'use strict';
// jsdom, plus Node's own fetch API (jsdom has none), so screen tests mock fetch at the edge
// (jest.spyOn(globalThis, 'fetch')) and everything above it (RTK Query, envelope, headers) runs
// for real. Relative URLs resolve against the page, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL
        ? new URL(String(input), page.location.href).href
        : input;
    class Request extends globalThis.Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    page.Request = Request;
    page.Response = globalThis.Response;
    page.Headers = globalThis.Headers;
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = WebEnvironment;
