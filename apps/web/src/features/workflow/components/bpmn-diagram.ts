import type { workflow } from '@datamall/contract';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-diagram.css';

/** The CSS classes of the marked steps (bpmn-diagram.css colours them). */
const STEP_MARKERS = { active: 'process-step-active', completed: 'process-step-completed' } as const;

interface CanvasService {
  zoom(scale: 'fit-viewport', center: 'auto'): number;
  addMarker(elementId: string, marker: string): void;
}
interface ElementRegistryService {
  get(elementId: string): unknown;
}

export interface DrawnDiagram {
  destroy(): void;
}

/**
 * Draws a process into `container` with bpmn-js, fitted and centred, its active and completed steps marked.
 * Kept out of the page's chunk: the component loads it with a dynamic import.
 */
export async function drawDiagram(
  container: HTMLElement,
  source: workflow.DiagramSource,
): Promise<DrawnDiagram> {
  const viewer = new NavigatedViewer({ container });
  try {
    await viewer.importXML(source.xml);
    const canvas = viewer.get<CanvasService>('canvas');
    const registry = viewer.get<ElementRegistryService>('elementRegistry');
    canvas.zoom('fit-viewport', 'auto');
    const mark = (ids: readonly string[], marker: string) => {
      // The history may name a step the drawing lacks (a start or end recorded without its event).
      for (const id of ids) if (registry.get(id)) canvas.addMarker(id, marker);
    };
    mark(source.completedIds, STEP_MARKERS.completed);
    mark(source.activeIds, STEP_MARKERS.active);
    return viewer;
  } catch (error) {
    viewer.destroy();
    throw error;
  }
}
