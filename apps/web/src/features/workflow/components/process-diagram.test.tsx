import type { workflow } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { drawDiagram } from './bpmn-diagram';
import { ProcessDiagram } from './process-diagram';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
vi.mock('./bpmn-diagram', () => ({ drawDiagram: vi.fn() }));
const apiMock = vi.mocked(api);
const drawMock = vi.mocked(drawDiagram);

const SOURCE: workflow.DiagramSource = {
  xml: '<definitions/>',
  activeIds: ['platformReview'],
  completedIds: ['start'],
};

let view: Rendered | undefined;
const diagram = () => document.querySelector<HTMLElement>('[data-testid="process-diagram"]');
const click = async (selector: string) => {
  await act(async () => document.querySelector<HTMLElement>(selector)?.click());
};

describe('ProcessDiagram', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
    drawMock.mockReset();
    apiMock.mockResolvedValue(SOURCE as never);
  });

  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('draws the process source into its canvas and destroys the drawing when it leaves', async () => {
    const destroy = vi.fn();
    drawMock.mockResolvedValue({ destroy });
    view = await render(withQueryClient(<ProcessDiagram processInstanceId="7" />));
    await waitFor(() => expect(diagram()?.dataset.state).toBe('loaded'));
    expect(apiMock.mock.calls[0]?.[1]).toMatchObject({ query: { processInstanceId: '7' } });
    const [canvas, source] = drawMock.mock.calls[0]!;
    expect(canvas.className).toBe('process-diagram-canvas');
    expect(source).toEqual(SOURCE);
    expect(document.body.textContent).toContain('Current step');
    expect(document.body.textContent).toContain('Completed step');
    await view.unmount();
    view = undefined;
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('says the diagram cannot be shown when drawing fails, and draws again on retry', async () => {
    drawMock.mockRejectedValueOnce(new Error('unparsable')).mockResolvedValue({ destroy: vi.fn() });
    view = await render(withQueryClient(<ProcessDiagram processInstanceId="7" />));
    await waitFor(() => expect(diagram()?.dataset.state).toBe('failed'));
    expect(document.body.textContent).toContain('The diagram could not be loaded');
    expect(document.body.textContent).toContain('The diagram cannot be shown');
    await click('[data-testid="diagram-retry"]');
    await waitFor(() => expect(diagram()?.dataset.state).toBe('loaded'));
    expect(drawMock).toHaveBeenCalledTimes(2);
    expect(apiMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server again on retry when the source could not be loaded', async () => {
    drawMock.mockResolvedValue({ destroy: vi.fn() });
    apiMock.mockRejectedValueOnce(new Error('offline'));
    view = await render(withQueryClient(<ProcessDiagram processInstanceId="7" />));
    await waitFor(() => expect(diagram()?.dataset.state).toBe('failed'));
    expect(drawMock).not.toHaveBeenCalled();
    await click('[data-testid="diagram-retry"]');
    await waitFor(() => expect(diagram()?.dataset.state).toBe('loaded'));
    expect(apiMock).toHaveBeenCalledTimes(2);
  });
});
