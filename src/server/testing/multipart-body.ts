import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body for tests and the bench: the payload and its content-type header. */
export function multipartBody(files: MultipartFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----caredesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid PNG of `size` bytes at least: the signature and a header, padded (enough for a content check). */
export function pngOf(size = 200): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, size - signature.length), 7)]);
}
