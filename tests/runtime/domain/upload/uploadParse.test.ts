import { readFile } from 'node:fs/promises';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  readUploadFile,
  templateCsv,
  templateXlsx,
  UploadFileError,
  type UploadFileInput,
} from '../../../../runtime/domain/upload/index';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** A chosen file as the browser hands it over: a name, a size and its bytes. */
function fileOf(name: string, bytes: Uint8Array): UploadFileInput {
  return {
    name,
    size: bytes.byteLength,
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

const fixture = async (name: string) =>
  fileOf(name, new Uint8Array(await readFile(path.join(FIXTURES, name))));

/** A downloaded file's bytes (jsdom's Blob has no arrayBuffer(); its FileReader reads one). */
const blobBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

describe('reading an uploaded file', () => {
  it("reads Excel's CSV UTF-8: the byte order mark goes, semicolons split, empty lines stay numbered", async () => {
    const sheet = await readUploadFile(await fixture('order-list-excel-semicolon.csv'));
    expect(sheet.format).toBe('csv');
    expect(sheet.rows).toEqual([
      { line: 1, cells: ['Item number', 'Quantity', 'Notes'] },
      { line: 2, cells: ['CY-AB-10001', '2', 'for Maria'] },
      { line: 3, cells: ['', '', ''] },
      { line: 4, cells: ['cy-bf-50001', '1'] },
      { line: 5, cells: ['1234-XYZ', '3', ''] },
    ]);
    expect(sheet.notes).toEqual([]);
  });

  it('reads a legacy Windows-1252 CSV and says so', async () => {
    const sheet = await readUploadFile(await fixture('order-list-windows-1252.csv'));
    expect(sheet.rows[1]?.cells).toEqual(['CY-AB-10002', '5', 'Anticorps CD8a étiqueté PE']);
    expect(sheet.notes[0]).toMatch(/not UTF-8: it was read as Windows-1252/);
  });

  it('reads UTF-16 text with its byte order mark, tab separated', async () => {
    const sheet = await readUploadFile(await fixture('order-list-utf16.txt'));
    expect(sheet.rows).toEqual([
      { line: 1, cells: ['Item', 'Qty'] },
      { line: 2, cells: ['CY-AB-10004', '7'] },
    ]);
  });

  it('reads the first sheet of an XLSX workbook, numbers as written', async () => {
    const buffer = await writeXlsxFile(
      [
        [{ value: 'Item number' }, { value: 'Quantity' }, { value: 'Marker' }],
        [{ value: 'CY-AB-10001' }, { value: 12, type: Number }, { value: 'CD4' }],
        [null, null, null],
        [{ value: '1234-XYZ' }, { value: 2.5, type: Number }, null],
      ],
      {},
    ).toBuffer();
    const sheet = await readUploadFile(fileOf('panel.xlsx', new Uint8Array(buffer)));
    expect(sheet.format).toBe('xlsx');
    expect(sheet.rows[0]?.cells).toEqual(['Item number', 'Quantity', 'Marker']);
    expect(sheet.rows[1]?.cells).toEqual(['CY-AB-10001', '12', 'CD4']);
    expect(sheet.rows.at(-1)?.cells.slice(0, 2)).toEqual(['1234-XYZ', '2.5']);
  });

  it('reads a workbook by its content even when it is named .csv', async () => {
    const bytes = await blobBytes(await templateXlsx('orderList'));
    const sheet = await readUploadFile(fileOf('renamed.csv', bytes));
    expect(sheet.format).toBe('xlsx');
    expect(sheet.rows[0]?.cells).toEqual(['Item number', 'Quantity']);
  });

  it('reads back both templates as they are downloaded', async () => {
    const csv = await readUploadFile(fileOf('t.csv', await blobBytes(templateCsv('panel'))));
    expect(csv.rows[0]?.cells).toEqual(['Item number', 'Quantity', 'Marker', 'Fluorochrome']);
    expect(csv.rows).toHaveLength(5);
    const xlsx = await readUploadFile(
      fileOf('t.xlsx', await blobBytes(await templateXlsx('panel'))),
    );
    expect(xlsx.rows.map((row) => row.cells)).toEqual(csv.rows.map((row) => row.cells));
  });

  it.each([
    [
      'old.xls',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
      /Excel 97-2003 workbook: save it as \.xlsx/,
    ],
    ['broken.xlsx', new Uint8Array([1, 2, 3]), /not a valid Excel workbook/],
    ['photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), /not a CSV or Excel file/],
    ['empty.csv', new Uint8Array(), /empty\.csv is empty/],
  ])('refuses %s with what to do', async (name, bytes, message) => {
    await expect(readUploadFile(fileOf(name, bytes))).rejects.toThrow(message);
    await expect(readUploadFile(fileOf(name, bytes))).rejects.toBeInstanceOf(UploadFileError);
  });

  it('refuses a file over the size limit before reading it', async () => {
    let read = false;
    const file: UploadFileInput = {
      name: 'huge.csv',
      size: MAX_UPLOAD_BYTES + 1,
      arrayBuffer: async () => {
        read = true;
        return new ArrayBuffer(0);
      },
    };
    await expect(readUploadFile(file)).rejects.toThrow(/reads files up to 5\.0 MB/);
    expect(read).toBe(false);
  });
});
