// WOFF 1.0 → plain sfnt (TTF/OTF). fontkit reads a WOFF by inflating a table on every access,
// which made CJK text many times slower to lay out than from the sfnt
// (docs/decisions/2026-11-23-pdf-fonts-as-sfnt.md). resvg (the certificate PNG) reads no WOFF at all.
import zlib from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** The font inside a WOFF 1.0 file, as the sfnt it was packed from (same tables, same bytes). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw) : raw;
    if (data.length !== origLength)
      throw new Error(`WOFF table ${tag}: ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0)); // sfnt: directory sorted by tag
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.write(table.tag, record, 'latin1');
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4; // tables start on 4-byte boundaries
    chunks.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(chunks);
}

/**
 * The family name an sfnt calls itself (name table: typographic family 16, else family 1, in
 * the Windows Unicode records): what resvg matches `font-family` against.
 */
export function sfntFamilyName(sfnt: Buffer): string | null {
  const numTables = sfnt.readUInt16BE(4);
  let nameOffset = -1;
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'name') nameOffset = sfnt.readUInt32BE(record + 8);
  }
  if (nameOffset < 0) return null;
  const count = sfnt.readUInt16BE(nameOffset + 2);
  const strings = nameOffset + sfnt.readUInt16BE(nameOffset + 4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const r = nameOffset + 6 + i * 12;
    const platform = sfnt.readUInt16BE(r);
    const nameId = sfnt.readUInt16BE(r + 6);
    if (platform !== 3 || (nameId !== 1 && nameId !== 16) || found.has(nameId)) continue;
    const length = sfnt.readUInt16BE(r + 8);
    const start = strings + sfnt.readUInt16BE(r + 10);
    const utf16be = sfnt.subarray(start, start + length);
    found.set(nameId, Buffer.from(utf16be).swap16().toString('utf16le'));
  }
  return found.get(16) ?? found.get(1) ?? null;
}
