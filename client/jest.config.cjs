const swc = require('../jest.swc.cjs');

/** The shared SWC transform, keeping `with { type: 'json' }` (jest's ESM loader wants it on JSON imports). */
function swcKeepingImportAttributes(opts) {
  const [transformer, config] = swc(opts);
  return [transformer, { ...config, jsc: { ...config.jsc, experimental: { keepImportAttributes: true } } }];
}

module.exports = {
  displayName: 'client',
  // jsdom plus Node's fetch, Request, Response and Headers, which the data router and the API client need.
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': swcKeepingImportAttributes(),
    '^.+\\.tsx$': swcKeepingImportAttributes({ tsx: true }),
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    '^@hema/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Lazy routes compile on first import; the first test of a file can take seconds on a busy machine.
  testTimeout: 20_000,
};
