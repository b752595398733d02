const swc = require('../jest.swc.cjs');

module.exports = {
  displayName: 'client',
  // jsdom plus the Node fetch family (Request, Response, AbortSignal...) that the data router needs.
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': swc(),
    '^.+\\.tsx$': swc({ tsx: true }),
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    '^@hema/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
