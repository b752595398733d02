// jsdom without the fetch family: react-router's data router builds a Request for every navigation and
// the API client uses fetch/Headers. Hand the test window Node's own implementations. AbortController stays
// jsdom's: jsdom's event targets refuse Node's AbortSignal (Mantine passes one to addEventListener).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
