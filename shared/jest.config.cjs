const swc = require('../jest.swc.cjs');
module.exports = {
  displayName: 'shared',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc() },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/bench/**', '!src/**/test-support/**'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 90 } },
};
