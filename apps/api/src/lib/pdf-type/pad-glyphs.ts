/**
 * A TrueType font file with every glyph of its `glyf` table padded to a multiple of four bytes and a long
 * `loca` table; a file whose glyphs are all aligned already comes back as it is.
 *
 * NOTE: Noto Sans 2.015 stores its glyphs unpadded (allowed with a long `loca`). @pdf-lib/fontkit 1.1.1
 * copies glyphs as they are into a subset and then picks a short `loca`, which stores offsets halved: every
 * glyph after an odd-length one lands on the wrong byte and prints as nothing. Aligned glyphs subset well.
 */
export function padGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = view.getUint16(4);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    return { tag, offset: view.getUint32(record + 8), length: view.getUint32(record + 12) };
  });
  const table = (tag: string) => tables.find((each) => each.tag === tag);
  const head = table('head');
  const loca = table('loca');
  const glyf = table('glyf');
  const maxp = table('maxp');
  if (!head || !loca || !glyf || !maxp) return font;

  const isLong = view.getInt16(head.offset + 50) === 1;
  const glyphCount = view.getUint16(maxp.offset + 4);
  const offsets = Array.from({ length: glyphCount + 1 }, (_, index) =>
    isLong ? view.getUint32(loca.offset + index * 4) : view.getUint16(loca.offset + index * 2) * 2,
  );
  if (offsets.every((offset) => offset % 4 === 0)) return font;

  const glyphs: Uint8Array[] = [];
  const paddedOffsets = [0];
  for (let index = 0; index < glyphCount; index++) {
    const glyph = font.subarray(glyf.offset + (offsets[index] ?? 0), glyf.offset + (offsets[index + 1] ?? 0));
    const padded = new Uint8Array(align4(glyph.length));
    padded.set(glyph);
    glyphs.push(padded);
    paddedOffsets.push((paddedOffsets.at(-1) ?? 0) + padded.length);
  }
  const newGlyf = concat(glyphs);
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  paddedOffsets.forEach((offset, index) => {
    locaView.setUint32(index * 4, offset);
  });
  const newHead = font.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1);

  const contents = tables.map((each) => {
    if (each === glyf) return newGlyf;
    if (each === loca) return newLoca;
    if (each === head) return newHead;
    return font.subarray(each.offset, each.offset + each.length);
  });
  const directoryLength = 12 + tableCount * 16;
  const out = new Uint8Array(directoryLength + contents.reduce((sum, bytes) => sum + align4(bytes.length), 0));
  out.set(font.subarray(0, 12));
  const outView = new DataView(out.buffer);
  let at = directoryLength;
  contents.forEach((bytes, index) => {
    const record = 12 + index * 16;
    out.set(font.subarray(record, record + 8), record);
    outView.setUint32(record + 8, at);
    outView.setUint32(record + 12, bytes.length);
    out.set(bytes, at);
    at += align4(bytes.length);
  });
  return out;
}

function align4(length: number): number {
  return Math.ceil(length / 4) * 4;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
