import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { readDiagram } from './workflow.bpmn.js';
import { renderDiagramSvg } from './workflow.diagram.js';
import {
  ELEMENT_NAME_OVERRIDES,
  ELEMENT_NAMES,
  elementName,
  PROCESS_NAMES,
  processName,
} from './workflow.names.js';
import { BPMN_DIR } from './workflow.service.js';

const files = fs.readdirSync(BPMN_DIR).filter((f) => f.endsWith('.bpmn'));

describe('names of processes and steps in every language', () => {
  it.each(files)('%s: every named process, step and flow label has all three languages', async (file) => {
    const xml = fs.readFileSync(path.join(BPMN_DIR, file), 'utf8');
    const [, key, name] = /<bpmn:process id="([^"]+)" name="([^"]*)"/.exec(xml) ?? [];
    expect(key, 'process id').toBeTruthy();
    // The BPMN stays the zh-CN source.
    expect(PROCESS_NAMES[key!]?.['zh-CN']).toBe(name);
    for (const locale of LOCALES) expect(PROCESS_NAMES[key!]?.[locale], `${key} ${locale}`).toBeTruthy();
    const model = await readDiagram(xml);
    const named = [...model.shapes, ...model.edges].filter((x) => x.name);
    expect(named.length).toBeGreaterThan(0);
    for (const element of named) {
      const entry = ELEMENT_NAME_OVERRIDES[key!]?.[element.id] ?? ELEMENT_NAMES[element.id];
      expect(entry?.['zh-CN'], `${key}/${element.id}`).toBe(element.name);
      for (const locale of LOCALES) expect(entry?.[locale], `${key}/${element.id} ${locale}`).toBeTruthy();
    }
  });

  it('keeps the deployed name for what the catalogue does not know', () => {
    expect(elementName('user-registration', 'platformReview', '平台审核', 'en-US')).toBe('Platform review');
    expect(elementName('user-registration', 'platformReview', '平台审核', 'zh-TW')).toBe('平台審核');
    expect(elementName('custom', 'legalCheck', '法务审核', 'en-US')).toBe('法务审核');
    expect(processName('refund', '退款审核', 'en-US')).toBe('Refund review');
    expect(processName('custom', '自定义流程', 'en-US')).toBe('自定义流程');
    // A version deployed under another name keeps that name: the catalogue translates only what it knows.
    expect(processName('refund', '退款审核（新版）', 'en-US')).toBe('退款审核（新版）');
    expect(elementName('refund', 'platformReview', '财务复核', 'en-US')).toBe('财务复核');
  });

  it('wraps English names between words and CJK names between characters', () => {
    const shape = (name: string) => ({
      id: 'platformReview',
      type: 'bpmn:UserTask',
      name,
      bounds: { x: 0, y: 0, width: 100, height: 80 },
      label: null,
    });
    const lines = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const marks = { current: new Set<string>(), visited: new Set<string>() };
    expect(lines(renderDiagramSvg({ shapes: [shape('Platform review')], edges: [] }, marks))).toEqual([
      'Platform',
      'review',
    ]);
    expect(lines(renderDiagramSvg({ shapes: [shape('平台审核')], edges: [] }, marks))).toEqual(['平台审核']);
    // A label to the right of a gateway starts at its left edge instead of spilling over the diamond.
    const gateway = {
      id: 'decision',
      type: 'bpmn:ExclusiveGateway',
      name: 'Review result',
      bounds: { x: 395, y: 95, width: 50, height: 50 },
      label: { x: 442, y: 106, width: 56, height: 14 },
    };
    expect(renderDiagramSvg({ shapes: [gateway], edges: [] }, marks)).toContain(
      'text-anchor="start" dominant-baseline="central" x="442" y="113">Review result</text>',
    );
    expect(lines(renderDiagramSvg({ shapes: [shape('数据资产供应方平台审核')], edges: [] }, marks))).toEqual([
      '数据资产供应方',
      '平台审核',
    ]);
  });
});
