// spec §7 help and protocol calls, plus the support address (issue 13). The `{hl}` path segment
// wins; otherwise the `hl` query, then the `hl` header, then English (ARCHITECTURE.md "Locales").
import { Router, type Request } from 'express';
import {
  protocolIdSchema,
  resolveLocale,
  type HelpArticle,
  type HelpList,
  type LocaleTag,
  type PrivacyAndAgreement,
  type Protocol,
  type ProtocolList,
  type SupportInfo,
} from '@iq/contracts';
import { NotFoundError, ok } from '@iq/service-common';
import { helpArticle, helpList, protocol } from '../../domain/content/content';
import type { ExamStore } from '../../data-access/exam-store';
import type { ContentContact } from '../../domain/content/content-types';
import { DEV_OPERATOR_ADDRESS, DEV_OPERATOR_NAME, DEV_SUPPORT_EMAIL, type ExamConfig } from '../../config';
import { requireExam } from './catalogue-routes';

/** The request's locale: path, then query, then header; anything unknown is English. */
export function requestLocale(req: Request, fromPath?: string): LocaleTag {
  const query = typeof req.query.hl === 'string' ? req.query.hl : undefined;
  return resolveLocale(fromPath ?? query ?? req.header('hl'));
}

// One body for an unknown and a malformed id: neither says which ids exist.
const helpNotFound = () => new NotFoundError('Help article not found');
const protocolNotFound = () => new NotFoundError('Document not found');

export function contentRoutes(store: ExamStore, config: ExamConfig): Router {
  const router = Router();
  const supportEmail = config.supportEmail ?? DEV_SUPPORT_EMAIL;
  // The texts name the operator (privacy: the controller, GDPR Art. 13; terms: the provider).
  const contact: ContentContact = {
    supportEmail,
    operatorName: config.operatorName ?? DEV_OPERATOR_NAME,
    operatorAddress: config.operatorAddress ?? DEV_OPERATOR_ADDRESS,
  };

  const sendHelpArticle = (hl: LocaleTag, id: unknown): HelpArticle => {
    const article = typeof id === 'string' ? helpArticle(hl, id, contact) : null;
    if (!article) throw helpNotFound();
    return article;
  };
  const findProtocol = (hl: LocaleTag, id: unknown): Protocol => {
    const parsed = protocolIdSchema.safeParse(id);
    if (!parsed.success) throw protocolNotFound();
    return protocol(hl, parsed.data, contact);
  };
  const protocolList = (hl: LocaleTag): ProtocolList =>
    protocolIdSchema.options.map((id) => {
      const { title, updated } = protocol(hl, id, contact);
      return { id, hl, title, updated };
    });

  router.get('/app/help/list', (req, res) => {
    ok<HelpList>(res, helpList(requestLocale(req), contact));
  });
  router.get('/app/help/list/:examId/:hl', async (req, res) => {
    await requireExam(store, req.params.examId);
    ok<HelpList>(res, helpList(requestLocale(req, req.params.hl), contact));
  });
  router.get('/app/help/info', (req, res) => {
    ok<HelpArticle>(res, sendHelpArticle(requestLocale(req), req.query.id));
  });
  router.get('/app/help/info/:id', (req, res) => {
    ok<HelpArticle>(res, sendHelpArticle(requestLocale(req), req.params.id));
  });

  router.get('/app/protocol/list/:examId/:hl', async (req, res) => {
    await requireExam(store, req.params.examId);
    ok<ProtocolList>(res, protocolList(requestLocale(req, req.params.hl)));
  });
  router.get('/app/protocol/getPrivacyAndAgreement/:examId/:hl', async (req, res) => {
    await requireExam(store, req.params.examId);
    const hl = requestLocale(req, req.params.hl);
    ok<PrivacyAndAgreement>(res, {
      privacy: protocol(hl, 'privacy', contact),
      agreement: protocol(hl, 'agreement', contact),
    });
  });
  router.get('/app/protocol/info/:id', (req, res) => {
    ok<Protocol>(res, findProtocol(requestLocale(req), req.params.id));
  });
  // Short forms the landing pages use (`?hl=` or the hl header).
  for (const id of protocolIdSchema.options) {
    router.get(`/app/protocol/${id}`, (req, res) => {
      ok<Protocol>(res, protocol(requestLocale(req), id, contact));
    });
  }

  router.get('/app/support/info', (_req, res) => {
    ok<SupportInfo>(res, { email: supportEmail });
  });

  return router;
}
