import { describe, expect, it } from '@jest/globals';
import { isTypingTarget } from './use-console-keys';

describe('console keys on the page', () => {
  it('leaves keys typed into a form field to the field', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
