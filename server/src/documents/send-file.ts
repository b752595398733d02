import type { Response } from 'express';
import { addressSlug } from '@hema/shared/competition/address-slug';

/**
 * Answers a document as a download: its type, `attachment` with the file name (a Latin fallback for old clients and
 * the full name as RFC 5987 UTF-8), and never cached, since it shows results that keep changing.
 */
export function sendFile(res: Response, file: { name: string; extension: string; type: string; data: Buffer }) {
  const latin = `${addressSlug(file.name)}.${file.extension}`;
  const full = `${file.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'document'}.${file.extension}`;
  res.setHeader('Content-Type', file.type);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${latin}"; filename*=UTF-8''${encodeURIComponent(full)}`,
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(file.data.length));
  res.end(file.data);
}
