import type { LocaleContent } from '../content-types';

export const enUS: LocaleContent = {
  help: {
    'timed-test': {
      title: 'How does the timed test work?',
      summary: '30 pattern questions against the clock; the time limit is shown before you start.',
      paragraphs: [
        'The IQ test has 30 questions. Each shows a pattern with a missing piece and six options: choose the one that completes the rule.',
        'The instructions screen shows the time limit before you start, and a timer counts down while you answer. When time runs out, your answers so far are submitted; unanswered questions count as wrong.',
        'If your connection drops, reload the page: the answers you have already given are kept.',
      ],
    },
    'report-and-price': {
      title: 'What is in the report and what does it cost?',
      summary:
        'Taking the test is free; your IQ score and the detailed report are paid, and the price is shown before you pay.',
      paragraphs: [
        'Taking the test is free. The detailed report contains your IQ score, your ranking, your five dimension scores with their reference ranges and, depending on the package you choose, an analysis of your wrong answers and a certificate.',
        'Prices depend on your country and currency. The price of each package, including any trial and renewal terms, is shown on the selection screen before you pay. You can pay by card or PayPal.',
      ],
    },
    subscription: {
      title: 'How do subscriptions renew, and how do I cancel?',
      summary:
        'Plans renew automatically until cancelled; you can cancel at any time with your e-mail address.',
      paragraphs: [
        'Some offers include a subscription plan. A plan renews automatically at the interval and price shown before you paid, until you cancel it.',
        'To cancel, open the cancellation page and enter the e-mail address you used for the purchase; we send a code to that address to confirm. Reminder e-mails before a renewal also contain a one-step cancel link. Cancelling stops all future charges; the trial or the period already paid runs to its end.',
      ],
    },
    refunds: {
      title: 'How do I ask for a refund?',
      summary: 'Write to support with your order number; we look at every request individually.',
      paragraphs: [
        'If you were charged by mistake or something did not work, write to {supportEmail}. Include the e-mail address you used and your order number, which is in your payment confirmation e-mail.',
        'We review each request individually and answer by e-mail. Your statutory rights are not affected.',
      ],
    },
    'retrieve-report': {
      title: 'How do I get my report back?',
      summary: 'Use "Retrieve report" with the e-mail address you used for the purchase.',
      paragraphs: [
        'Open "Retrieve report" and enter the e-mail address you gave at payment. We send a link to your reports to that address.',
        'Your payment confirmation e-mail also contains your order number and a link to the report. If neither arrives, check your spam folder, then contact support with your order number.',
      ],
    },
    account: {
      title: 'How do I sign in or reset my password?',
      summary:
        'After your first purchase we e-mail you a link to set your password; a forgotten password is reset with a code.',
      paragraphs: [
        'Your account is your e-mail address. After your first purchase we send you a link to set your password (valid for 7 days); we never send passwords by e-mail. Signed in, you see all your reports, pay for pending ones and change your details.',
        'Forgot your password? Choose "Forgot password", enter your e-mail address, type the verification code we send you and choose a new password.',
      ],
    },
    'answer-privacy': {
      title: 'What happens to my answers?',
      summary: 'Your answers are used only to compute your result; you can ask us to delete them.',
      paragraphs: [
        'We use your answers only to compute and show your result. We do not sell them and do not show them to anyone else.',
        'Advertising cookies and measurement pixels are off until you accept them; our own anonymous page measurements stop if you decline or your browser sends Global Privacy Control. To have your answers, e-mail address and account deleted, write to {supportEmail}. The privacy policy has the details.',
      ],
    },
  },
  privacy: {
    title: 'Privacy policy',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'The controller responsible for your data is {operatorName}, {operatorAddress}. You can reach us at {supportEmail}.',
        ],
      },
      {
        heading: 'What we store',
        items: [
          'Your test answers and how long you took, to compute your result.',
          'The e-mail address you give us, to send your report, your account details and receipts.',
          'Your orders: product, price, currency, status and, for cards, only the brand and last four digits.',
          'Your account, if you have one: e-mail address and password (stored only as a secure hash).',
          'Technical logs with a random request id, to find and fix errors.',
          'Anonymous page measurements, with no identifier: which page and which version of our site served it, your language, how fast it loaded, errors in our code and how far through the test and purchase you got. Your browser keeps, for this tab only, which of those steps were already counted.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are handled by our payment provider. Your card number goes directly to the provider; we never see or store it.',
        ],
      },
      {
        heading: 'Cookies and advertising',
        paragraphs: [
          'We use a cookie to remember your language and your browser storage to keep a test in progress. Advertising and measurement pixels load only after you accept them in the cookie banner; until then they are off. You can change your choice at any time. Our own page measurements (see "What we store") use no cookie and go only to us; they are not sent if you decline in the cookie banner or your browser sends Global Privacy Control.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'We keep your answers, reports and account for as long as you use the service or until you ask us to delete them. Order records are kept as long as accounting law requires.',
        ],
      },
      {
        heading: 'Your rights and contact',
        paragraphs: [
          'You may ask for a copy of your data, its correction or deletion, and object to its use; you may also complain to your data protection authority. Write to {supportEmail}; we do not sell your data.',
        ],
      },
    ],
  },
  agreement: {
    title: 'Terms of use',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'We offer online IQ and personality tests. Results are estimates for your personal information, not a medical, psychological or clinical diagnosis.',
          'The service is provided by {operatorName}, {operatorAddress}.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'The test is free; the detailed report is paid. The price, currency and any trial or renewal terms are shown before you pay. Payments are processed by our payment provider.',
        ],
      },
      {
        heading: 'Subscriptions and cancellation',
        paragraphs: [
          'A subscription plan renews automatically at the interval and price shown at purchase until you cancel. You can cancel at any time on the cancellation page with the e-mail address you used (we send a confirmation code), or in one step with the link in a renewal reminder. No further charges follow; the period already paid runs to its end.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'For refund requests, write to {supportEmail} with your order number. Your statutory rights are not affected.',
        ],
      },
      {
        heading: 'Fair use',
        items: [
          'Keep your account details to yourself.',
          'Do not answer the test with automated tools or copy its questions or reports for others.',
          "Do not try to open other people's reports, orders or accounts.",
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms; the date above shows the current version, and changes apply to future purchases. Questions: {supportEmail}.',
        ],
      },
    ],
  },
};
