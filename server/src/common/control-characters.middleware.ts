import type { NextFunction, Request, Response } from 'express';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { controlCharacterPath, hasControlCharacter } from './input-safety.js';

const MESSAGE = VALIDATION_MESSAGES.controlCharacters;

function refuse(res: Response, field: string): void {
  res.status(400).json({
    statusCode: 400,
    code: 'validation',
    message: `${field}: ${MESSAGE}`,
    errors: { [field]: MESSAGE },
  });
}

/**
 * Refuses any request whose path, query or JSON body holds a NUL byte or another control character (tab and line
 * breaks excepted), with a 400 naming the field — before a parser, a query or Postgres (which refuses NUL in text
 * and answered 500) sees it. One check for every endpoint, present and future.
 */
export function rejectControlCharacters(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return refuse(res, 'path');
  }
  if (hasControlCharacter(path)) return refuse(res, 'path');
  const query = controlCharacterPath(req.query);
  if (query !== null) return refuse(res, query || 'query');
  // A raw upload (a cover image) is bytes, not text: nothing in it is a field.
  const body = Buffer.isBuffer(req.body) ? null : controlCharacterPath(req.body);
  if (body !== null) return refuse(res, body || 'body');
  next();
}
