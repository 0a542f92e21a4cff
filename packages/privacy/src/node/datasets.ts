import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Row } from '../statistics.js';
import type { DatasetReader } from './runtime.js';

/**
 * The datasets a node's owner configured, by name: a job names a dataset and the node reads only those listed
 * here (the platform cannot make a node read any other file). CSV with a header line, UTF-8 (a BOM is fine).
 */
export function csvDatasets(files: Record<string, string>, baseDir = process.cwd()): DatasetReader {
  return {
    async rows(dataset: string): Promise<Row[]> {
      const file = Object.hasOwn(files, dataset) ? files[dataset] : undefined;
      if (!file) throw new Error(`no dataset ${dataset} on this node`);
      const text = await fs.readFile(path.resolve(baseDir, file), 'utf8');
      return parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[];
    },
  };
}
