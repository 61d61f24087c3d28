// Generated progressive matrices (issue 3): public interface of the item generator.
export type { ItemParameters, RuleDescription, DistractorMistake, GeneratedItem } from './types';
export type { PanelData, Panel, ComponentSpec, ComponentState } from './grammar';
export { generateItem } from './generate';
export { assembleTest, inTestOrder, itemPlan } from './assemble';
export { acceptedOptions } from './check';
