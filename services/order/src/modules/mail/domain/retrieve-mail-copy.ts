// The retrieve mail's words in the nine locales (spec §2 "Retrieve report by e-mail"), written
// per language; the greeting and the footer are the order mails' own (mail-copy.ts).
// Placeholder: {date} (the test date, Intl long style in the mail's locale).
import type { LocaleTag } from '@iq/contracts';

export interface RetrieveMailCopy {
  subject: string;
  intro: string;
  /** The label of one report's link. */
  item: string;
  keep: string;
  notAsked: string;
}

export const RETRIEVE_MAIL_COPY: Readonly<Record<LocaleTag, RetrieveMailCopy>> = {
  'en-US': {
    subject: 'Your IQ test report links',
    intro: 'You asked for the links to the reports bought with this e-mail address. Open each one here:',
    item: 'Test taken on {date}',
    keep: 'Keep this e-mail: these links bring you back to your reports at any time.',
    notAsked:
      'If you did not ask for this e-mail, you can ignore it: the links were sent only to this address.',
  },
  'zh-CN': {
    subject: '您的智商测试报告链接',
    intro: '您申请找回用此邮箱地址购买的报告。请点击以下链接查看：',
    item: '{date}完成的测试',
    keep: '请保留此邮件：通过这些链接可随时返回您的报告。',
    notAsked: '如果您没有申请此邮件，请忽略它：这些链接只发送到了此邮箱地址。',
  },
  'zh-HK': {
    subject: '您的智商測試報告連結',
    intro: '您要求取回以此電郵地址購買的報告。請按以下連結查看：',
    item: '於{date}完成的測試',
    keep: '請保留此電郵：透過這些連結可隨時返回您的報告。',
    notAsked: '如果您沒有提出此要求，請忽略此電郵：這些連結只會發送到此電郵地址。',
  },
  'ja-JP': {
    subject: 'IQテストレポートのリンク',
    intro: 'このメールアドレスでご購入いただいたレポートのリンクをお送りします。こちらからご覧いただけます：',
    item: '{date}に受けたテスト',
    keep: 'このメールは保存してください。これらのリンクからいつでもレポートに戻れます。',
    notAsked:
      'このメールにお心当たりがない場合は、破棄してください。リンクはこのメールアドレスにのみ送信されています。',
  },
  'ko-KR': {
    subject: 'IQ 테스트 보고서 링크',
    intro: '이 이메일 주소로 구매한 보고서의 링크를 요청하셨습니다. 여기에서 확인하세요:',
    item: '{date}에 응시한 테스트',
    keep: '이 이메일을 보관하세요. 이 링크들로 언제든지 보고서를 다시 열 수 있습니다.',
    notAsked: '요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 링크는 이 이메일 주소로만 전송되었습니다.',
  },
  'fr-FR': {
    subject: 'Les liens de vos rapports de test de QI',
    intro: 'Vous avez demandé les liens des rapports achetés avec cette adresse e-mail. Ouvrez-les ici :',
    item: 'Test passé le {date}',
    keep: 'Conservez cet e-mail : ces liens vous ramènent à vos rapports à tout moment.',
    notAsked:
      'Si vous n’avez pas fait cette demande, ignorez cet e-mail : les liens n’ont été envoyés qu’à cette adresse.',
  },
  'es-ES': {
    subject: 'Los enlaces de tus informes del test de CI',
    intro: 'Has pedido los enlaces de los informes comprados con esta dirección de correo. Ábrelos aquí:',
    item: 'Test realizado el {date}',
    keep: 'Guarda este correo: estos enlaces te llevan a tus informes en cualquier momento.',
    notAsked: 'Si no has pedido este correo, ignóralo: los enlaces solo se han enviado a esta dirección.',
  },
  'de-DE': {
    subject: 'Die Links zu Ihren IQ-Testberichten',
    intro:
      'Sie haben die Links zu den Berichten angefordert, die mit dieser E-Mail-Adresse gekauft wurden. Hier können Sie sie öffnen:',
    item: 'Test vom {date}',
    keep: 'Bewahren Sie diese E-Mail auf: Über diese Links gelangen Sie jederzeit zu Ihren Berichten.',
    notAsked:
      'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren: Die Links wurden nur an diese Adresse gesendet.',
  },
  'pt-PT': {
    subject: 'As ligações dos seus relatórios do teste de QI',
    intro: 'Pediu as ligações dos relatórios comprados com este endereço de e-mail. Abra-os aqui:',
    item: 'Teste realizado em {date}',
    keep: 'Guarde este e-mail: estas ligações levam-no aos seus relatórios a qualquer momento.',
    notAsked:
      'Se não fez este pedido, ignore este e-mail: as ligações foram enviadas apenas para este endereço.',
  },
};
