/**
 * The text of a CSV file, whatever saved it: UTF-8 with or without a byte order mark (Excel's
 * "CSV UTF-8" writes one), UTF-16 with its mark (Excel's "Unicode text"), or a legacy Windows
 * code page (Excel's plain "CSV" on Windows), which is what bytes that are not UTF-8 almost
 * always are. `note` says what was assumed when it was not plain UTF-8.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; note: string | null } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), note: null };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), note: null };
  try {
    // The decoder drops a UTF-8 byte order mark itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), note: null };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      note: 'The file is not UTF-8: it was read as Windows-1252 (Western European). If names look wrong, save it as "CSV UTF-8".',
    };
  }
}

/** Whether the bytes are a ZIP archive (an .xlsx workbook is one), whatever the file is called. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
