/**
 * Lossless removal of a JPEG's metadata (decision 030): the picture's coded data is copied byte for
 * byte, never decoded. Dropped: every APP1 segment (EXIF with its GPS position and camera serials,
 * XMP), APP13 (Photoshop/IPTC, which can name places), COM comments, the other application segments,
 * and whatever follows the picture's end (the secondary pictures an APP2 'MPF' index points at,
 * which carry EXIF of their own). Kept: APP0 (JFIF), APP2 ICC colour profiles and APP14 (Adobe
 * colour transform), which change how the pixels look, and the EXIF orientation, rewritten as a
 * new minimal EXIF block holding that one tag, so the picture still shows upright.
 *
 * Returns the input unchanged when it is not a JPEG this parser can walk (the upload keeps its
 * bytes as before; sharp refuses nothing here).
 */
export function stripJpegMetadata(input: Buffer): Buffer {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return input;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let orientation = 1;
  let sawApp0 = false;
  let orientationAt = 1;
  let offset = 2;
  while (offset < input.length) {
    if (input[offset] !== 0xff) return input;
    // Fill bytes before a marker.
    while (input[offset + 1] === 0xff) offset += 1;
    const marker = input[offset + 1];
    if (marker === undefined) return input;
    if (marker === 0xd9) {
      kept.push(input.subarray(offset, offset + 2));
      return assemble(kept, orientation, orientationAt);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(input.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > input.length) return input;
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > input.length) return input;
    const segment = input.subarray(offset, end);
    const body = input.subarray(offset + 4, end);
    if (marker === 0xe1) {
      orientation = orientationOf(body) ?? orientation;
    } else if (marker === 0xda) {
      // Start of scan: the coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      let scan = end;
      while (scan + 1 < input.length) {
        if (input[scan] === 0xff) {
          const next = input[scan + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan += 1;
      }
      if (scan + 1 >= input.length) return input;
      kept.push(input.subarray(offset, scan));
      offset = scan;
      continue;
    } else if (keepSegment(marker, body)) {
      kept.push(segment);
      if (marker === 0xe0 && !sawApp0) {
        sawApp0 = true;
        orientationAt = kept.length;
      }
    }
    offset = end;
  }
  return input;
}

function keepSegment(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0 || marker === 0xee) return true;
  return marker === 0xe2 && body.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0';
}

/** Puts the orientation block after SOI (and after APP0, which must come first when present). */
function assemble(kept: Buffer[], orientation: number, at: number): Buffer {
  if (orientation !== 1) kept.splice(at, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}

/** The EXIF orientation (1-8) of an APP1 body, or null when it is not EXIF or has no such tag. */
export function orientationOf(body: Buffer): number | null {
  if (body.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return null;
  const tiff = body.subarray(6);
  if (tiff.length < 8) return null;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment whose only tag is the orientation. */
function orientationSegment(orientation: number): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** EXIF whose only tag is the orientation (big-endian TIFF, one IFD entry, 26 bytes). */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // the value, left-aligned in its four bytes
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}
