// Upward: tournaments sit below nominations, so this import must fail lint.
import { Nomination } from '../nominations/nomination.entity.js';

export const categoriesOfPage = (): Nomination[] => [];
