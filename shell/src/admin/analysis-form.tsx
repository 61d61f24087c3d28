// Starts a canary with its analysis (issue 41): the steps, the sample and significance, and per
// gate its tolerance, prefilled with the defaults; says what will happen before it is sent, and
// reports the server's answer only when it has arrived.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldError, TextField } from '@iq/design-system';
import { ANALYSIS_GATES, CONVERSION_OF_REMOTE, type AnalysisConfig, type AnalysisGate } from '@iq/contracts';
import { adminApi, type Remote } from './admin-client';
import { failureText } from './admin-text';
import {
  TOLERANCE_UNIT,
  analysisConfigOf,
  defaultAnalysisForm,
  type AnalysisFormField,
  type AnalysisFormValues,
} from './analysis-config';
import { NS } from './i18n';
import styles from './admin-page.module.css';

type Errors = Partial<Record<AnalysisFormField | 'reason' | 'drops', string>>;

/** The gates a remote can hold: conversion only where the remote has a funnel step of its own. */
export const gatesOfRemote = (remote: Remote): AnalysisGate[] =>
  ANALYSIS_GATES.filter((gate) => gate !== 'conversion' || CONVERSION_OF_REMOTE[remote] !== undefined);

export function AnalysisForm({
  remote,
  version,
  dropped,
  defaults,
  onCancel,
  onAnswered,
}: {
  remote: Remote;
  version: string;
  /** The gateway's default analysis, the form's starting values. */
  defaults: AnalysisConfig;
  /** The pages the build would stop serving, to confirm (issue 40). */
  dropped?: string[];
  onCancel: () => void;
  /** The server answered: whether it started the canary, and what to tell the user. */
  onAnswered: (ok: boolean, text: string) => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const gates = gatesOfRemote(remote);
  const [form, setForm] = useState<AnalysisFormValues>(() => defaultAnalysisForm(defaults, gates));
  const [reason, setReason] = useState('');
  const [dropsConfirmed, setDropsConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const drops = dropped?.length ? dropped : null;

  useEffect(() => first.current?.focus(), []);

  const parsed = analysisConfigOf(form);
  const set = (patch: Partial<AnalysisFormValues>) => setForm((current) => ({ ...current, ...patch }));
  const setGate = (gate: AnalysisGate, patch: Partial<AnalysisFormValues['gates'][AnalysisGate]>) =>
    setForm((current) => ({
      ...current,
      gates: { ...current.gates, [gate]: { ...current.gates[gate], ...patch } },
    }));

  function check(): Errors {
    const found: Errors = {};
    if (!parsed.ok) {
      for (const field of parsed.wrong) {
        found[field] = (ANALYSIS_GATES as readonly string[]).includes(field)
          ? t('start.toleranceInvalid')
          : t(`start.invalid.${field}`);
      }
    }
    if (!reason.trim()) found.reason = t('change.reasonRequired');
    if (drops && !dropsConfirmed) found.drops = t('change.dropsRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    setPending(true);
    const result = await adminApi.startAnalysis({
      remote,
      version,
      config: parsed.config,
      reason: reason.trim(),
      // Sent only when the manager ticked the list: the server refuses a drop not confirmed exactly.
      ...(drops && dropsConfirmed ? { dropPages: drops } : {}),
    });
    setPending(false);
    onAnswered(
      result.ok,
      result.ok
        ? t('start.done', { remote, version, share: parsed.config.steps[0] })
        : t('change.refused', { message: failureText(t, result) }),
    );
  }

  return (
    <form
      className={styles.change}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className={styles.changeTitle}>
        {t('start.title', { remote, version })}
      </h3>
      <TextField
        ref={first}
        id={`${id}-steps`}
        autoComplete="off"
        inputMode="text"
        label={t('start.steps')}
        hint={t('start.stepsHint')}
        error={errors.steps}
        value={form.steps}
        onChange={(event) => set({ steps: event.target.value })}
      />
      <div className={styles.fieldPair}>
        <TextField
          id={`${id}-min-sample`}
          type="number"
          inputMode="numeric"
          min={10}
          step={1}
          label={t('start.minSample')}
          hint={t('start.minSampleHint')}
          error={errors.minSample}
          value={form.minSample}
          onChange={(event) => set({ minSample: event.target.value })}
        />
        <TextField
          id={`${id}-alpha`}
          inputMode="decimal"
          autoComplete="off"
          label={t('start.alpha')}
          hint={t('start.alphaHint')}
          error={errors.alpha}
          value={form.alpha}
          onChange={(event) => set({ alpha: event.target.value })}
        />
      </div>
      <fieldset
        className={styles.gates}
        aria-describedby={`${id}-gates-hint${errors.gates ? ` ${id}-gates-error` : ''}`}
      >
        <legend>{t('start.gates')}</legend>
        <p id={`${id}-gates-hint`} className={styles.muted}>
          {t('start.gatesHint')}
        </p>
        {gates.map((gate) => {
          const name = t(`analysis.gates.names.${gate}`);
          const value = form.gates[gate];
          return (
            <div key={gate} className={styles.gate} data-gate={gate}>
              <label className={styles.dropsConfirm}>
                <input
                  type="checkbox"
                  checked={value.on}
                  onChange={(event) => setGate(gate, { on: event.target.checked })}
                />{' '}
                {name}
              </label>
              <TextField
                id={`${id}-${gate}`}
                inputMode="decimal"
                autoComplete="off"
                disabled={!value.on}
                label={t(`start.tolerance.${TOLERANCE_UNIT[gate]}`, { gate: name })}
                hint={t(`start.toleranceHint.${gate}`)}
                error={value.on ? errors[gate] : undefined}
                value={value.tolerance}
                onChange={(event) => setGate(gate, { tolerance: event.target.value })}
              />
            </div>
          );
        })}
        <FieldError id={`${id}-gates-error`}>{errors.gates}</FieldError>
      </fieldset>
      <TextField
        id={`${id}-reason`}
        autoComplete="off"
        maxLength={500}
        label={t('change.reason')}
        hint={t('change.reasonHint')}
        error={errors.reason}
        value={reason}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      {drops && (
        <fieldset className={styles.drops} aria-describedby={errors.drops ? `${id}-drops-error` : undefined}>
          <legend>{t('change.drops', { count: drops.length })}</legend>
          <ul>
            {drops.map((page) => (
              <li key={page}>
                <code>{page}</code>
              </li>
            ))}
          </ul>
          <label className={styles.dropsConfirm}>
            <input
              type="checkbox"
              checked={dropsConfirmed}
              aria-invalid={errors.drops ? true : undefined}
              onChange={(event) => setDropsConfirmed(event.target.checked)}
            />{' '}
            {t('change.dropsConfirm')}
          </label>
          {errors.drops && (
            <p id={`${id}-drops-error`} className={styles.dropsError}>
              {errors.drops}
            </p>
          )}
        </fieldset>
      )}
      {parsed.ok && (
        <p id={`${id}-preview`} className={styles.preview} data-testid="analysis-preview">
          {t('start.preview', { first: parsed.config.steps[0], minSample: parsed.config.minSample })}{' '}
          {t('start.previewPromote')}
        </p>
      )}
      <div className={styles.changeButtons}>
        <Button
          type="submit"
          size="small"
          loading={pending}
          aria-describedby={parsed.ok ? `${id}-preview` : undefined}
        >
          {t('start.submit')}
        </Button>
        <Button variant="ghost" size="small" disabled={pending} onClick={onCancel}>
          {t('change.cancel')}
        </Button>
      </div>
      {pending && (
        <p className={styles.pending} role="status">
          {t('change.sending')}
        </p>
      )}
    </form>
  );
}
