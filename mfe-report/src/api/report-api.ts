// The report's calls to the order service (spec §7 order info, questions, file download,
// retrieve, share), typed from @iq/contracts. What a tier does not include arrives locked from
// the service; nothing here unlocks anything.
import { api } from '@iq/api/query';
import type {
  CertificateVerification,
  FileDownloadResponse,
  OrderReport,
  ReportQuestions,
  RetrieveReportRequest,
  RetrieveReportResponse,
  SharedReport,
} from '@iq/contracts';

export type ReportFile = 'report' | 'certificate-pdf' | 'certificate-png';
export type SharePart = 'score' | 'band' | 'percentile' | 'certificate';

/** POST /exam/order/certificate: the name printed on the certificate (the report is read again after). */
export interface CertificateNameRequest {
  orderNumber: string;
  name: string;
}

export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderReport: build.query<OrderReport, string>({
      query: (orderNumber) => `/exam/order/info/${encodeURIComponent(orderNumber)}`,
      providesTags: ['Report'],
    }),
    reportQuestions: build.query<ReportQuestions, string>({
      query: (orderNumber) => `/exam/order/questions/${encodeURIComponent(orderNumber)}`,
      providesTags: ['Report'],
    }),
    /** A POST that asks for a fresh signed link each time: never served from cache. */
    fileDownload: build.mutation<FileDownloadResponse, { orderNumber: string; file: ReportFile; hl: string }>(
      { query: (body) => ({ url: '/exam/order/file/down/info', method: 'POST', body }) },
    ),
    certificateName: build.mutation<unknown, CertificateNameRequest>({
      query: (body) => ({ url: '/exam/order/certificate', method: 'POST', body }),
      invalidatesTags: ['Report'],
    }),
    retrieveReport: build.mutation<RetrieveReportResponse, RetrieveReportRequest>({
      query: (body) => ({ url: '/pay/exam/order/report/retrieve', method: 'POST', body }),
    }),
    shareReport: build.mutation<{ token: string; path: string }, { orderNumber: string; parts: SharePart[] }>(
      {
        query: (body) => ({ url: '/exam/order/info/share', method: 'POST', body }),
      },
    ),
    sharedReport: build.query<SharedReport, string>({
      query: (token) => `/exam/order/shared/${encodeURIComponent(token)}`,
    }),
    /** Public: what the certificate with this code states (404 for a code that is not ours). */
    certificateVerification: build.query<CertificateVerification, string>({
      query: (code) => `/exam/order/certificate/verify/${encodeURIComponent(code)}`,
    }),
  }),
});

export const {
  useOrderReportQuery,
  useReportQuestionsQuery,
  useFileDownloadMutation,
  useCertificateNameMutation,
  useRetrieveReportMutation,
  useShareReportMutation,
  useSharedReportQuery,
  useCertificateVerificationQuery,
} = reportApi;
