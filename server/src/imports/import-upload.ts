import type { Request, Response } from 'express';
import multer from 'multer';
import { IMPORT_LIMITS } from '@hema/shared/imports/import-files';
import { API_ERROR_CODES } from '@hema/shared/contracts/error-codes';
import { AppError } from '../common/app-error.js';
import { notAZip } from './import-zip.js';

/** The upload form's one field (spec: `POST /api/imports`, multipart field `file`). */
export const IMPORT_FIELD = 'file';

/**
 * One file in memory, at most {@link IMPORT_LIMITS.uploadBytes}: multer stops reading past the limit, so a larger
 * upload is never buffered whole. Other fields or files are refused as not the upload the page sends.
 */
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_LIMITS.uploadBytes, files: 1, fields: 0, parts: 1 },
}).single(IMPORT_FIELD);

export function receiveImportFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return reject(new AppError(413, 'imports/too-large', API_ERROR_CODES['imports/too-large']));
      if (error || !req.file) return reject(notAZip());
      resolve(req.file);
    });
  });
}
