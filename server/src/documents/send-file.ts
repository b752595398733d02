import type { Response } from 'express';
import { addressSlug } from '@hema/shared/competition/address-slug';

/**
 * Answers a document as a download: its type, `attachment` with the file name (a Latin fallback for old clients and
 * the full name as RFC 5987 UTF-8), and never cached, since it shows results that keep changing.
 */
export function sendFile(
  res: Response,
  file: { name: string; extension: string; type: string; data: Buffer },
) {
  const latin = `${addressSlug(file.name)}.${file.extension}`;
  // Characters a file system refuses, and control characters, become spaces.
  const clean = [...file.name].map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? ' ' : ch)).join('');
  const full = `${clean.replace(/\s+/g, ' ').trim() || 'document'}.${file.extension}`;
  res.setHeader('Content-Type', file.type);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${latin}"; filename*=UTF-8''${encodeURIComponent(full)}`,
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(file.data.length));
  res.end(file.data);
}
