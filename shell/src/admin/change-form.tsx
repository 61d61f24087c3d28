// One change of the registry, with the reason the server requires: sent once, and its answer
// (the server's) reported only when it has arrived.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@iq/design-system';
import { adminApi, type ApiResult, type Remote } from './admin-client';
import { failureText } from './admin-text';
import { NS } from './i18n';
import styles from './admin-page.module.css';

/** `dropped`: the pages the build would stop serving (its row's comparison with the live build). */
export type Change =
  | { kind: 'promote'; version: string; dropped?: string[] }
  | { kind: 'canary'; version: string; share: number | null; dropped?: string[] }
  | { kind: 'assign'; version: string; dropped?: string[] }
  | { kind: 'unassign'; version: string; variant: string }
  | { kind: 'rollback' }
  /** Issue 41: stops the remote's running analysis, which ends its canary. */
  | { kind: 'stopAnalysis' };

interface Errors {
  share?: string;
  variant?: string;
  reason?: string;
  drops?: string;
}

export function ChangeForm({
  remote,
  change,
  onCancel,
  onAnswered,
}: {
  remote: Remote;
  change: Change;
  onCancel: () => void;
  /** The server answered: whether it made the change, and what to tell the user. */
  onAnswered: (ok: boolean, text: string) => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [share, setShare] = useState(
    change.kind === 'canary' && change.share !== null ? String(change.share) : '',
  );
  const [variant, setVariant] = useState('');
  const [reason, setReason] = useState('');
  const [dropsConfirmed, setDropsConfirmed] = useState(false);
  const dropped = 'dropped' in change && change.dropped?.length ? change.dropped : null;
  // Sent only when the manager ticked the list: the server refuses a drop not confirmed exactly.
  const drops = dropped && dropsConfirmed ? { dropPages: dropped } : {};
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const version = 'version' in change ? change.version : '';
  const title = t(`change.${change.kind}`, {
    remote,
    version,
    variant: change.kind === 'unassign' ? change.variant : '',
  });

  function check(): Errors {
    const found: Errors = {};
    if (change.kind === 'canary') {
      const value = Number(share);
      if (share.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100)
        found.share = t('change.shareInvalid');
    }
    if (change.kind === 'assign' && !variant.trim()) found.variant = t('change.variantRequired');
    if (!reason.trim()) found.reason = t('change.reasonRequired');
    if (dropped && !dropsConfirmed) found.drops = t('change.dropsRequired');
    return found;
  }

  async function send(): Promise<{ result: ApiResult<unknown>; done: string }> {
    const why = reason.trim();
    const chosen = variant.trim();
    switch (change.kind) {
      case 'promote':
        return {
          result: await adminApi.promote({ remote, version: change.version, reason: why, ...drops }),
          done: t('change.done.promote', { remote, version: change.version }),
        };
      case 'canary': {
        const value = Number(share);
        return {
          result: await adminApi.canary({
            remote,
            version: change.version,
            share: value,
            reason: why,
            ...drops,
          }),
          done:
            value === 0
              ? t('change.done.canaryEnded', { remote })
              : t('change.done.canary', { remote, version: change.version, share: value }),
        };
      }
      case 'assign':
        return {
          result: await adminApi.assign({
            variant: chosen,
            remote,
            version: change.version,
            reason: why,
            ...drops,
          }),
          done: t('change.done.assign', { variant: chosen, remote, version: change.version }),
        };
      case 'unassign':
        return {
          result: await adminApi.assign({ variant: change.variant, remote, version: null, reason: why }),
          done: t('change.done.unassign', { variant: change.variant, remote }),
        };
      case 'rollback':
        return {
          result: await adminApi.rollback(
            chosen ? { remote, variant: chosen, reason: why } : { remote, reason: why },
          ),
          done: chosen
            ? t('change.done.rollbackVariant', { variant: chosen, remote })
            : t('change.done.rollback', { remote }),
        };
      case 'stopAnalysis':
        return {
          result: await adminApi.stopAnalysis({ remote, reason: why }),
          done: t('change.done.stopAnalysis', { remote }),
        };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const { result, done } = await send();
    setPending(false);
    onAnswered(result.ok, result.ok ? done : t('change.refused', { message: failureText(t, result) }));
  }

  return (
    <form
      className={styles.change}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className={styles.changeTitle}>
        {title}
      </h3>
      {change.kind === 'canary' && (
        <TextField
          ref={first}
          id={`${id}-share`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          label={t('change.share')}
          hint={t('change.shareHint')}
          error={errors.share}
          value={share}
          onChange={(event) => setShare(event.target.value)}
        />
      )}
      {(change.kind === 'assign' || change.kind === 'rollback') && (
        <TextField
          ref={first}
          id={`${id}-variant`}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          label={t(change.kind === 'assign' ? 'change.variant' : 'change.rollbackVariant')}
          hint={t(change.kind === 'assign' ? 'change.variantHint' : 'change.rollbackVariantHint')}
          error={errors.variant}
          value={variant}
          onChange={(event) => setVariant(event.target.value)}
        />
      )}
      <TextField
        ref={
          change.kind === 'promote' || change.kind === 'unassign' || change.kind === 'stopAnalysis'
            ? first
            : undefined
        }
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
      {dropped && (
        <fieldset className={styles.drops} aria-describedby={errors.drops ? `${id}-drops-error` : undefined}>
          <legend>{t('change.drops', { count: dropped.length })}</legend>
          <ul>
            {dropped.map((page) => (
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
      <div className={styles.changeButtons}>
        <Button type="submit" size="small" loading={pending}>
          {t('change.submit')}
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
