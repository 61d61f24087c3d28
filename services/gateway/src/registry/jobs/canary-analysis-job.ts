// The canary analysis job (issue 41): every few seconds each gateway looks at the running
// analyses; each look runs behind the registry's change lock and the analysis row's lock
// (data-access/analysis-store.ts), so two gateways on one PostgreSQL never decide one step twice.
// A decision (stepped up, promoted, rolled back, stopped) is in the audit log with its numbers and
// is sent to the campaign managers' notification hook (REGISTRY_NOTIFY_URL) when one is set.
import type { Kysely } from 'kysely';
import type { Logger } from '@iq/service-common';
import type { AnalysisConfig, AnalysisView, RemoteName } from '@iq/contracts';
import { analysisStore, type AnalysisDecision, type StepSamples } from '../data-access/analysis-store';
import { conversionOf, type Tally } from '../domain/build-health';
import { judgeStep, type BuildSample } from '../domain/canary-analysis';
import type { RegistryDB } from '../schema';

export const DEFAULT_ANALYSIS_INTERVAL_MS = 30_000;

/** What the campaign managers are told of a decision. */
export interface AnalysisNotice {
  kind: 'stepped' | 'promoted' | 'rolled-back' | 'stopped';
  analysis: AnalysisView;
}

export interface AnalysisJobDeps {
  db: Kysely<RegistryDB>;
  logger: Logger;
  notify?: (notice: AnalysisNotice) => Promise<void>;
  now?: () => Date;
}

export interface AnalysisJob {
  /** One look at every running analysis; resolves with the decisions taken. */
  runNow(): Promise<AnalysisNotice[]>;
  start(intervalMs?: number): void;
  stop(): void;
}

/** A build's counts as the analysis reads them. */
export function sampleOf(remote: RemoteName, counts: Tally): BuildSample {
  const conversion = conversionOf(remote, counts);
  return {
    views: counts.views,
    errorViews: counts.errorViews,
    vitals: counts.vitals,
    conversion: conversion ? { reached: conversion.reached, of: conversion.of } : null,
  };
}

export function judgeSamples(
  config: AnalysisConfig,
  remote: RemoteName,
  samples: StepSamples,
): AnalysisDecision {
  return judgeStep(config, sampleOf(remote, samples.canary), sampleOf(remote, samples.live!));
}

export function createAnalysisJob(deps: AnalysisJobDeps): AnalysisJob {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<AnalysisNotice[]> | null = null;

  async function lookAtAll(): Promise<AnalysisNotice[]> {
    const notices: AnalysisNotice[] = [];
    for (const id of await analysisStore.runningIds(deps.db)) {
      const outcome = await analysisStore.look(deps.db, id, judgeSamples, now());
      if (outcome.kind === 'wait' || outcome.kind === 'gone') continue;
      const notice = { kind: outcome.kind, analysis: outcome.view };
      notices.push(notice);
      const { remote, version, share, reason } = outcome.view;
      deps.logger.info({ remote, version, share, decision: outcome.kind, reason }, 'canary analysis decided');
      await deps
        .notify?.(notice)
        .catch((err: unknown) =>
          deps.logger.warn({ err, remote, version }, 'canary analysis notice not delivered'),
        );
    }
    return notices;
  }

  function runNow(): Promise<AnalysisNotice[]> {
    // One round at a time per process: a slow one is not overtaken by the next tick.
    running ??= lookAtAll().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runNow,
    start(intervalMs = DEFAULT_ANALYSIS_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        runNow().catch((err: unknown) => deps.logger.error({ err }, 'canary analysis failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Posts each notice as JSON to the campaign managers' hook (a chat or mail relay), 5 s at most. */
export function webhookNotifier(url: string): (notice: AnalysisNotice) => Promise<void> {
  return async (notice) => {
    const { remote, version, state, share, reason } = notice.analysis;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text: `Canary ${remote} ${version}: ${notice.kind}${state === 'running' ? ` to ${share} %` : ''}. ${reason ?? ''}`.trim(),
        ...notice,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`notification hook answered ${response.status}`);
  };
}
