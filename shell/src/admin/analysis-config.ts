// The canary analysis a campaign manager starts (issue 41): the form's defaults, and the
// AnalysisConfig sent for what was entered. Tolerances are typed the way people say them: the
// rates in percentage points (sent as entered), the p75s in per cent (sent as a ratio, 20 → 0.2).
// The limits are the gateway's (analysisConfigProblems): it refuses the rest with a 400 anyway.
import { ANALYSIS_GATES, type AnalysisConfig, type AnalysisGate } from '@iq/contracts';
import { parseSteps } from './health-series';

export type ToleranceUnit = 'points' | 'percent';

const MIN_SAMPLE = 10;
const MAX_ALPHA = 0.5;

export const TOLERANCE_UNIT: Readonly<Record<AnalysisGate, ToleranceUnit>> = {
  errorRate: 'points',
  lcpP75: 'percent',
  clsP75: 'percent',
  inpP75: 'percent',
  conversion: 'points',
};

export interface AnalysisFormValues {
  steps: string;
  minSample: string;
  alpha: string;
  gates: Record<AnalysisGate, { on: boolean; tolerance: string }>;
}

/**
 * What the form starts with: the gateway's defaults (GET /remotes/:remote/analysis), as people type
 * them; a gate the remote cannot hold, or the defaults leave out, starts unticked.
 */
export function defaultAnalysisForm(
  defaults: AnalysisConfig,
  gates: readonly AnalysisGate[] = ANALYSIS_GATES,
): AnalysisFormValues {
  return {
    steps: defaults.steps.join(', '),
    minSample: String(defaults.minSample),
    alpha: String(defaults.alpha),
    gates: Object.fromEntries(
      ANALYSIS_GATES.map((gate) => {
        const sent = defaults.gates[gate];
        const tolerance = sent === undefined ? '' : String(toleranceForPeople(gate, sent));
        return [gate, { on: gates.includes(gate) && sent !== undefined, tolerance }];
      }),
    ) as AnalysisFormValues['gates'],
  };
}

/** The tolerance as the API takes it (AnalysisConfig.gates). */
export function toleranceForApi(gate: AnalysisGate, entered: number): number {
  return TOLERANCE_UNIT[gate] === 'percent' ? Number((entered / 100).toPrecision(12)) : entered;
}

/** The tolerance as the form shows it (the panel's config line). */
export function toleranceForPeople(gate: AnalysisGate, sent: number): number {
  return TOLERANCE_UNIT[gate] === 'percent' ? Number((sent * 100).toPrecision(12)) : sent;
}

export type AnalysisFormField = 'steps' | 'minSample' | 'alpha' | 'gates' | AnalysisGate;

/** A decimal as people type it ("0,01" too); NaN for anything else. */
const decimal = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The config for the values entered, or which fields are wrong. */
export function analysisConfigOf(
  form: AnalysisFormValues,
): { ok: true; config: AnalysisConfig } | { ok: false; wrong: AnalysisFormField[] } {
  const wrong: AnalysisFormField[] = [];
  const steps = parseSteps(form.steps);
  if (!steps) wrong.push('steps');
  const minSample = form.minSample.trim();
  if (!/^\d+$/.test(minSample) || Number(minSample) < MIN_SAMPLE) wrong.push('minSample');
  const alpha = decimal(form.alpha);
  if (!(alpha > 0 && alpha < MAX_ALPHA)) wrong.push('alpha');
  const gates: AnalysisConfig['gates'] = {};
  for (const gate of ANALYSIS_GATES) {
    const { on, tolerance } = form.gates[gate];
    if (!on) continue;
    const value = decimal(tolerance);
    if (!Number.isFinite(value)) wrong.push(gate);
    else gates[gate] = toleranceForApi(gate, value);
  }
  if (!ANALYSIS_GATES.some((gate) => form.gates[gate].on)) wrong.push('gates');
  if (wrong.length > 0 || !steps) return { ok: false, wrong };
  return { ok: true, config: { gates, minSample: Number(minSample), steps, alpha } };
}
