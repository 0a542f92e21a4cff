import { checkJsonSchema, type SchemaNode } from '@datamall/contract';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor } from '../../../test/render';
import SchemaEditor from './schema-editor';
import { addField, flattenTree, renameField, setRequired, setType } from './schema-tree';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const byTestId = <T extends Element = HTMLElement>(id: string) => $<T>(`[data-testid="${id}"]`);

async function typeInto(element: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!element) throw new Error('no element');
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: Element | null) {
  if (!element) throw new Error('no element');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

async function blur(element: Element | null) {
  if (!element) throw new Error('no element');
  await act(async () => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    element.dispatchEvent(new FocusEvent('blur'));
  });
}

/** Picks an option of the antd Select inside `container`. */
async function choose(container: Element | null, label: string) {
  if (!container) throw new Error('no select');
  await act(async () => {
    container
      .querySelector('.ant-select-selector')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = await (async () => {
    let found: Element | undefined;
    await waitFor(() => {
      found = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ].find((o) => o.textContent === label);
      expect(found).toBeTruthy();
    });
    return found!;
  })();
  await click(option);
}

let latest: SchemaNode;
function Harness({ initial }: { initial: SchemaNode }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <SchemaEditor value={value} onChange={setValue} testId="req" />;
}

beforeEach(async () => {
  document.body.innerHTML = '';
  await setLocale('en-US');
});

describe('schema tree helpers', () => {
  it('switches types, adds, renames and requires fields', () => {
    let root: SchemaNode = { type: 'object', properties: {}, required: [] };
    root = addField(root, []).root;
    root = addField(root, []).root;
    expect(Object.keys(root.properties ?? {})).toEqual(['field_1', 'field_2']);
    root = setRequired(root, [], 'field_1', true);
    root = renameField(root, [], 'field_1', 'city')!;
    expect(root.required).toEqual(['city']);
    expect(renameField(root, [], 'city', 'field_2')).toBeNull();
    root = setType(root, ['field_2'], 'array');
    expect(root.properties?.field_2).toEqual({ type: 'array', items: { type: 'string' } });
    expect(flattenTree(root).map((r) => [r.name ?? '-', r.depth])).toEqual([
      ['-', 0],
      ['city', 1],
      ['field_2', 1],
      ['-', 2],
    ]);
  });
});

describe('SchemaEditor', () => {
  it('builds an object with an enum string and a bounded number, indented 20 px per level', async () => {
    await render(<Harness initial={{ type: 'object', properties: {}, required: [] }} />);
    const root = byTestId('req-node-$');
    expect(root?.style.paddingLeft).toBe('0px');

    await click(byTestId('req-node-$-add'));
    await click(byTestId('req-node-$-add'));
    expect(byTestId('req-node-.field_1')?.style.paddingLeft).toBe('20px');

    await typeInto(byTestId<HTMLInputElement>('req-node-.field_1-name'), 'city');
    await blur(byTestId('req-node-.field_1-name'));
    await waitFor(() => expect(byTestId('req-node-.city')).toBeTruthy());
    await click(
      byTestId('req-node-.city-required')?.querySelector('input') ?? byTestId('req-node-.city-required'),
    );
    expect(latest.required).toEqual(['city']);

    // Enum of the string: one value per line, with a description.
    await click(byTestId('req-node-.city-settings'));
    await typeInto(byTestId<HTMLTextAreaElement>('schema-setting-enum'), 'beijing\nshanghai');
    await typeInto(byTestId<HTMLTextAreaElement>('schema-setting-enumDesc'), 'Cities served');
    expect(byTestId('schema-enum-invalid')).toBeNull();
    await click(byTestId('schema-settings-ok'));
    await waitFor(() =>
      expect(latest.properties?.city).toEqual({
        type: 'string',
        enum: ['beijing', 'shanghai'],
        enumDesc: 'Cities served',
      }),
    );

    // Switch the second field to number and bound it; an invalid enum is warned about and lost.
    await choose(byTestId('req-node-.field_2-type'), 'number');
    await waitFor(() => expect(latest.properties?.field_2?.type).toBe('number'));
    await click(byTestId('req-node-.field_2-settings'));
    await waitFor(() => expect(byTestId('schema-setting-minimum')).toBeTruthy());
    await typeInto(byTestId<HTMLInputElement>('schema-setting-minimum'), '1');
    await typeInto(byTestId<HTMLInputElement>('schema-setting-maximum'), '15');
    await typeInto(byTestId<HTMLTextAreaElement>('schema-setting-enum'), '1\nabc');
    expect(byTestId('schema-enum-invalid')?.textContent).toContain('will be lost');
    await click(byTestId('schema-settings-ok'));
    await waitFor(() =>
      expect(latest.properties?.field_2).toEqual({ type: 'number', minimum: 1, maximum: 15 }),
    );

    expect(checkJsonSchema(latest)).toEqual([]);
    await click(byTestId('req-preview'));
    expect(JSON.parse(byTestId('req-json')?.textContent ?? '')).toEqual(latest);
  });

  it('refuses out-of-range settings and imports only valid JSON schemas', async () => {
    await render(<Harness initial={{ type: 'array', items: { type: 'string' } }} />);
    expect(byTestId('req-node-[]')?.style.paddingLeft).toBe('20px');
    await click(byTestId('req-node-$-settings'));
    await typeInto(byTestId<HTMLInputElement>('schema-setting-minItems'), '5');
    await typeInto(byTestId<HTMLInputElement>('schema-setting-maxItems'), '2');
    await click(byTestId('schema-settings-ok'));
    await waitFor(() =>
      expect(byTestId('schema-settings-error')?.textContent).toContain('minimum is greater'),
    );
    expect(latest).toEqual({ type: 'array', items: { type: 'string' } });

    document.body.innerHTML = '';
    await render(<Harness initial={{ type: 'object', properties: {} }} />);
    await click(byTestId('req-import'));
    await typeInto(
      byTestId<HTMLTextAreaElement>('schema-import-text'),
      '{"type":"array","items":{"type":"string"},"maxItems":100001}',
    );
    await click(byTestId('schema-import-ok'));
    await waitFor(() => expect(byTestId('schema-import-error')?.textContent).toContain('100000'));
    await typeInto(
      byTestId<HTMLTextAreaElement>('schema-import-text'),
      '{"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"integer"}}}}}',
    );
    await click(byTestId('schema-import-ok'));
    await waitFor(() => expect(byTestId('req-node-.a.b')?.style.paddingLeft).toBe('40px'));
  });
});
