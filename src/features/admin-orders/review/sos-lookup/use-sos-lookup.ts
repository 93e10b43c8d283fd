import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isBackendError, type OrderRequest, type ReportContent, type RiskItem, type StoredSosLookup } from '@/backend';
import { useCheckSecretaryOfState, useStoredSosLookups } from '../../api/sos-lookups-api';
import type { ReportFormValues } from '../editor/form-values';
import { fillFromLookup, type NameToMatch, type SosChoice, type SosFillResult, type SosRole } from './fill-from-lookup';

export type SosState = StoredSosLookup['state'];

/** A state to check and the report's check it fills. */
export interface SosTarget {
  role: SosRole;
  state: SosState;
}

/** Why a lookup did not come back: the port's error code and its message. */
export interface SosFailure {
  code: string;
  message: string;
}

/** What the last choice did, for the panel to say. */
export interface SosFillOutcome extends Pick<SosFillResult, 'filled' | 'flagged' | 'cappedFrom' | 'capsConclusion'> {
  role: SosRole;
  state: SosState;
  /** The registration used; null for the state's "no record". */
  registeredName: string | null;
  normalizedStatus: string;
}

export interface StoredLookups {
  status: 'pending' | 'error' | 'success';
  data: readonly StoredSosLookup[] | undefined;
  error: unknown;
  refetch: () => void;
}

export interface SosLookupControls {
  orderId: string;
  /** The newest stored lookup per state, as loaded. */
  stored: StoredLookups;
  /** The states being looked up now. */
  checking: ReadonlySet<SosState>;
  failures: Readonly<Partial<Record<SosState, SosFailure>>>;
  outcome: SosFillOutcome | null;
  /** Buys a lookup for each state, by `name` (the order's entity legal name when empty). */
  check: (states: readonly SosState[], name: string) => void;
  /** Fills the role's check from a stored lookup's registration (or its "no record"). */
  choose: (choice: Omit<SosChoice, 'names'>) => void;
}

/**
 * The Secretary of State lookup of the report editor, kept by the workspace (the section that shows it renders
 * only while open): the stored lookups, the lookups under way and their failures, and the choice that fills the
 * report. A failure writes nothing; only a choice does.
 */
export function useSosLookup(
  order: OrderRequest,
  form: UseFormReturn<ReportFormValues, unknown, ReportContent>,
  documentsName: string | null,
): SosLookupControls {
  const query = useStoredSosLookups(order.id);
  const { status, data, error, refetch } = query;
  const stored = useMemo<StoredLookups>(
    () => ({ status, data, error, refetch: () => void refetch() }),
    [status, data, error, refetch],
  );
  const buy = useCheckSecretaryOfState();
  const [checking, setChecking] = useState<ReadonlySet<SosState>>(new Set());
  const [failures, setFailures] = useState<Partial<Record<SosState, SosFailure>>>({});
  const [outcome, setOutcome] = useState<SosFillOutcome | null>(null);
  /** The flags each role's last choice drafted: a new choice replaces them while they are as drafted. */
  const drafted = useRef<Partial<Record<SosRole, RiskItem[]>>>({});

  const check = useCallback(
    (states: readonly SosState[], name: string) => {
      setChecking((now) => new Set([...now, ...states]));
      setFailures((now) => {
        const next = { ...now };
        for (const state of states) delete next[state];
        return next;
      });
      for (const state of states) {
        const trimmed = name.trim();
        buy({ orderId: order.id, state, ...(trimmed ? { name: trimmed } : {}) })
          .catch((error: unknown) => {
            console.error('Error checking the Secretary of State', error);
            setFailures((now) => ({
              ...now,
              [state]: isBackendError(error)
                ? { code: error.code, message: error.message }
                : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) },
            }));
          })
          .finally(() =>
            setChecking((now) => {
              const next = new Set(now);
              next.delete(state);
              return next;
            }),
          );
      }
    },
    [buy, order.id],
  );

  const choose = useCallback(
    (choice: Omit<SosChoice, 'names'>) => {
      const values = form.getValues();
      const names: NameToMatch[] = [{ where: 'the order', name: order.entity_legal_name }];
      if (values.entityName.trim()) names.push({ where: 'the report', name: values.entityName });
      if (documentsName) names.push({ where: 'the documents', name: documentsName });
      const unique = names.filter((n, i) => names.findIndex((m) => m.name.trim() === n.name.trim()) === i);
      const result = fillFromLookup(values, { ...choice, names: unique }, drafted.current[choice.role] ?? []);
      drafted.current[choice.role] = result.flagged;
      const options = { shouldDirty: true, shouldTouch: true };
      form.setValue('secretaryOfState', result.secretaryOfState, options);
      form.setValue('riskItems', result.riskItems, options);
      if (result.cappedFrom !== null) form.setValue('conclusion.verdict', result.verdict, options);
      const check = result.secretaryOfState.find((c) => c.role === choice.role)!;
      setOutcome({
        role: choice.role,
        state: choice.lookup.state,
        registeredName: choice.candidate?.name ?? null,
        normalizedStatus: check.normalizedStatus,
        filled: result.filled,
        flagged: result.flagged,
        cappedFrom: result.cappedFrom,
        capsConclusion: result.capsConclusion,
      });
    },
    [form, order.entity_legal_name, documentsName],
  );

  return useMemo(
    () => ({ orderId: order.id, stored, checking, failures, outcome, check, choose }),
    [order.id, stored, checking, failures, outcome, check, choose],
  );
}
