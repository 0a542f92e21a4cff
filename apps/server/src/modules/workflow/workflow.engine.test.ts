import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeWithDecision, runNewProcess } from './workflow.engine.js';
import { BPMN_DIR } from './workflow.service.js';

const xml = fs.readFileSync(path.join(BPMN_DIR, 'goods-enable.bpmn'), 'utf8');

describe('bpmn-engine runs', () => {
  it('waits in the platform review for operators, then ends on the decision after recovery', async () => {
    const started = await runNewProcess('t', xml);
    expect(started).toMatchObject({
      kind: 'wait',
      tasks: [{ elementId: 'platformReview', name: '平台审核', candidateRoleType: 0, assigneeUserId: null }],
    });
    for (const decision of ['approved', 'rejected'] as const) {
      const ended = await resumeWithDecision(started.engineState, 'platformReview', decision);
      expect(ended.kind).toBe('end');
      expect(ended.passed.map((a) => a.id)).toEqual(['platformReview', 'decision', decision]);
    }
  });

  it('fails instead of hanging on a finished process or a decision no flow accepts', async () => {
    const started = await runNewProcess('t', xml);
    const ended = await resumeWithDecision(started.engineState, 'platformReview', 'approved');
    await expect(resumeWithDecision(ended.engineState, 'platformReview', 'approved')).rejects.toThrow(
      /does not wait/,
    );
    await expect(
      resumeWithDecision(started.engineState, 'platformReview', 'maybe' as 'approved'),
    ).rejects.toThrow(/no conditional flow/);
  });
});
