const swc = require('../jest.swc.cjs');

module.exports = {
  displayName: 'caption-overlay',
  // The view builds DOM nodes; jsdom stands in for the OBS browser source.
  testEnvironment: 'jsdom',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc() },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../client/jest/style-stub.cjs',
    '^@hema/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
