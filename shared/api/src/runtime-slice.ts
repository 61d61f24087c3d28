// spec §3 "Runtime config" and the request headers of spec §7.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EXAM_SESSION_STORAGE_KEY } from '@iq/contracts';

export interface RuntimeState {
  version: string;
  mode: string;
  logid: string;
  hl: string;
  code: string;
  examId: number;
  countryCode: string;
  uid: string;
  domain: string;
  /** The unguessable exam session id (ARCHITECTURE.md "Exam session"), kept in session storage. */
  examSession: string | null;
}

export { EXAM_SESSION_STORAGE_KEY };

/** The exam session id kept in this tab, or null (no storage, or none started). */
export function readStoredExamSession(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(EXAM_SESSION_STORAGE_KEY) || null;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

export const initialRuntime: RuntimeState = {
  version: '0.1.0',
  mode: 'web',
  logid: '',
  hl: 'en-US',
  code: 'web',
  examId: 1,
  countryCode: 'EN',
  uid: '',
  domain: '',
  examSession: null,
};

export const runtimeSlice = createSlice({
  name: 'runtime',
  initialState: initialRuntime,
  reducers: {
    runtimeChanged: (state, action: PayloadAction<Partial<RuntimeState>>) => ({
      ...state,
      ...action.payload,
    }),
    examSessionStarted: (state, action: PayloadAction<string | null>) => {
      state.examSession = action.payload;
    },
  },
});

export const { runtimeChanged, examSessionStarted } = runtimeSlice.actions;

/** The headers every request carries (spec §7); the services require none but Exam-Session. */
export function requestHeaders(runtime: RuntimeState): Record<string, string> {
  const headers: Record<string, string> = {
    logid: runtime.logid,
    'App-Version': runtime.version,
    'Exam-App-Id': String(runtime.examId),
    Domain: runtime.domain,
    Domains: runtime.domain,
    hl: runtime.hl,
    uid: runtime.uid,
    'App-Language': runtime.hl,
  };
  if (runtime.examSession) headers['Exam-Session'] = runtime.examSession;
  for (const key of Object.keys(headers)) if (!headers[key]) delete headers[key];
  return headers;
}
