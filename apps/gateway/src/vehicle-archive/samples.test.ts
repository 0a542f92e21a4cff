import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkJsonSchema } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { archiveSamples } from './samples.js';

const SAMPLES_FILE = path.join(
  import.meta.dirname,
  '../../../server/src/modules/archives/archive-samples.json',
);

describe('archive samples', () => {
  const derived = archiveSamples();

  it('the file the server seeds from is what the data set gives (npm run vehicle-data -- --samples)', () => {
    expect(JSON.parse(readFileSync(SAMPLES_FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(derived)));
  });

  it('every schema passes the interface editor rules and the example is a found answer', () => {
    for (const [query, { responseSchema, example }] of Object.entries(derived.queries)) {
      expect(checkJsonSchema(responseSchema), query).toEqual([]);
      expect(example).toMatchObject({ found: true, synthetic: true, query, vin: derived.exampleVin });
    }
  });
});
