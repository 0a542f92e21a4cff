/** The part of unzipper 0.10 (exceljs's own zip reader) used to inspect an archive before exceljs parses it. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface CentralDirectoryFile {
    path: string;
    type: 'File' | 'Directory';
    compressedSize: number;
    uncompressedSize: number;
    /** The entry's bytes, inflated as they are read. */
    stream(): Readable;
  }

  export const Open: {
    buffer(buffer: Buffer): Promise<{ files: CentralDirectoryFile[] }>;
  };
}
