/** The part of bpmn-moddle (a dependency of bpmn-engine, which ships no types for it) this module uses. */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    [property: string]: unknown;
  }
  export type Definitions = ModdleElement;
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: Array<{ message: string }>;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
