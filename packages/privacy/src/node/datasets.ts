import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Row } from '../statistics.js';
import { DatasetError, type DatasetPolicy, type DatasetReader, DEFAULT_DATASET_POLICY } from './runtime.js';

/**
 * The datasets a node's owner configured, by name: a job names a dataset and the node reads only those listed
 * here (the platform cannot make a node read any other file). CSV with a header line, UTF-8 (a BOM is fine).
 */
export interface CsvDataset extends Partial<DatasetPolicy> {
  csv: string;
}

export function csvDatasets(datasets: Record<string, CsvDataset>, baseDir = process.cwd()): DatasetReader {
  const find = (name: string) => {
    const dataset = Object.hasOwn(datasets, name) ? datasets[name] : undefined;
    if (!dataset) throw new DatasetError(`no dataset ${name} on this node`);
    return dataset;
  };
  return {
    async rows(name: string): Promise<Row[]> {
      const dataset = find(name);
      try {
        const text = await fs.readFile(path.resolve(baseDir, dataset.csv), 'utf8');
        return parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[];
      } catch {
        throw new DatasetError(`dataset ${name} cannot be read as CSV`);
      }
    },
    policy(name: string): DatasetPolicy {
      const { csv: _file, ...policy } = find(name);
      return { ...DEFAULT_DATASET_POLICY, ...policy };
    },
  };
}
