import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { SINGLE_UPLOAD_CALL } from '@rihla/shared/api-calls';
import { MAX_PHOTO_BYTES, MESSAGES } from '@rihla/shared/constants';
import { PROFILE_MESSAGES } from '@rihla/shared/messages/profile';
import { ACCOUNT_MESSAGES } from '@rihla/shared/schemas/auth';
import { success, ZFailure } from '@rihla/shared/schemas/common';
import { ZSingleUploadData } from '@rihla/shared/schemas/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { defineCall } from '../../lib/define-call.js';
import { changePassword, deleteAccount } from './account.service.js';
import { setReminders, updateProfile, viewProfile } from './profile.service.js';
import { storeProfilePicture, uploadIdOf, uploadsDir } from './uploads.js';

// NOTE: the web shows these refusals' own words and any other as its generic upload failure, so they carry codes
// (decision 069) and it never compares the sentences.
const photoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.photoTooLarge, { refusal: 'upload.too_large' });
const noFileSelected = () => new AppError('BAD_REQUEST', MESSAGES.noFileSelected, { refusal: 'upload.no_file' });

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/viewUserProfile', async ({ user }) => ({ data: await viewProfile(ctx, user) }));
  defineCall(app, 'users/setReminders', async ({ body, user }) => ({
    data: { wantsReminders: await setReminders(ctx, user, body.wantsReminders) },
    message: body.wantsReminders ? PROFILE_MESSAGES.remindersOn : PROFILE_MESSAGES.remindersOff,
  }));

  defineCall(app, 'users/userInfo', async ({ body, user }) => {
    await updateProfile(ctx, user, body);
    return { data: null, message: 'Your profile has been updated' };
  });

  defineCall(app, 'users/changePassword', async ({ body, user }) => {
    await changePassword(ctx, user, body);
    return { data: null, message: ACCOUNT_MESSAGES.passwordChanged };
  });

  defineCall(app, 'users/deleteAccount', async ({ body, user }) => {
    await deleteAccount(ctx, user, body);
    return { data: null, message: ACCOUNT_MESSAGES.accountDeleted };
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    uploads.post(
      `/${SINGLE_UPLOAD_CALL}`,
      {
        schema: {
          summary: 'Upload a profile picture (multipart, field image, at most 1,572,864 bytes)',
          tags: ['admin'],
          security: [{ accessToken: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: success(ZSingleUploadData), 400: ZFailure, 401: ZFailure, 413: ZFailure, 415: ZFailure },
        },
        onRequest: async (request) => {
          await app.requireShopper(request);
          // A body that says it is larger than any allowed picture is refused before a byte of it is read.
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > MAX_UPLOAD_BODY_BYTES) throw photoTooLarge();
        },
        onResponse: async (request, reply) => {
          if (reply.statusCode === 413 && !request.raw.complete) closeAfterLinger(request.raw);
        },
      },
      async (request) => {
        const user = await app.requireShopper(request);
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
        const bytes = await readImagePart(request);
        if (bytes.length === 0) throw noFileSelected();
        const url = await storeProfilePicture(ctx, user, bytes);
        return { status: 1 as const, data: url, message: 'Picture uploaded' };
      },
    );
  });
}

/** How long the rest of a refused upload is read and dropped before its connection is closed. */
const LINGER_MS = 2_000;

/**
 * Ends a connection whose request body was refused part-way: the answer has been sent, so the server stops
 * writing (FIN) and drops whatever the client still sends for a moment, then closes. Closing at once with
 * unread bytes makes the kernel reset the connection, and the client would lose the 413 it was sent.
 */
function closeAfterLinger(request: IncomingMessage): void {
  const { socket } = request;
  request.resume();
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** The picture plus the multipart envelope around it (boundaries, part headers, a few small fields). */
const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 16 * 1024;

/** Multipart limits of @fastify/multipart, in words a person can act on. */
const MULTIPART_LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Upload one picture at a time',
  FST_FIELDS_LIMIT: 'The upload form has too many fields',
  FST_PARTS_LIMIT: 'The upload form has too many parts',
};

/** The bytes of the `image` part. A malformed or cut-off multipart body is the client's error (400). */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw noFileSelected();
    const bytes = await readCapped(file.file);
    if (bytes.length === 0) throw noFileSelected();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    const limitMessage = MULTIPART_LIMIT_MESSAGES[code];
    if (limitMessage) throw new AppError('BAD_REQUEST', limitMessage);
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the picture again.');
  }
}

/**
 * The bytes of a file part, at most MAX_PHOTO_BYTES of them. When busboy reports the part went over its
 * fileSize limit the read stops at once with a 413, instead of reading (and dropping) the rest of the part
 * as file.toBuffer() does: a 20 MB body sent without Content-Length is not read to its end.
 */
async function readCapped(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  stream.once('limit', () => stream.destroy(photoTooLarge()));
  const chunks: Buffer[] = [];
  if (stream.truncated) throw photoTooLarge();
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.truncated) throw photoTooLarge();
  return Buffer.concat(chunks);
}

/** Serves stored uploads from a path no user chooses, as WebP with nosniff. */
export async function uploadsFileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/uploads/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!uploadIdOf(file)) throw new AppError('NOT_FOUND', 'File not found');
    const filePath = path.join(uploadsDir(app.ctx), file);
    const stat = await fs.promises.stat(filePath).catch(() => null);
    if (!stat) throw new AppError('NOT_FOUND', 'File not found');
    return reply
      .type('image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', stat.size)
      .send(fs.createReadStream(filePath));
  });
}
