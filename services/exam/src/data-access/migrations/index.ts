import type { Migrations } from '@iq/service-common';
import * as catalogue from './0001-catalogue';
import * as sessions from './0002-sessions';
import * as examLifecycle from './0003-exam-lifecycle';
import * as scoreBounds from './0004-score-bounds';
import * as questionnaires from './0005-questionnaires';
import * as sessionHandoffs from './0006-session-handoffs';
import * as sessionRetention from './0007-session-retention';
import * as answerRevision from './0008-answer-revision';
import * as guessingFlag from './0009-guessing-flag';

/** Applied in name order; never rename or edit one that has shipped. */
export const examMigrations: Migrations = {
  '0001-catalogue': catalogue,
  '0002-sessions': sessions,
  '0003-exam-lifecycle': examLifecycle,
  '0004-score-bounds': scoreBounds,
  '0005-questionnaires': questionnaires,
  '0006-session-handoffs': sessionHandoffs,
  '0007-session-retention': sessionRetention,
  '0008-answer-revision': answerRevision,
  '0009-guessing-flag': guessingFlag,
};
