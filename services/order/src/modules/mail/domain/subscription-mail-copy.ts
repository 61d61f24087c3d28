// The subscription mails' words in the nine locales (issue 10): start, reminders, cancellation
// code, cancellation confirmed. Placeholders: {plan} {date} {amount} {every} {card} {code}
// {minutes} {trialDays}.
import type { LocaleTag, PlanId } from '@iq/contracts';

export interface SubscriptionMailCopy {
  /** Issue 37: the answer is the same for every address; this mail tells the owner that none uses it. */
  noneSubject: string;
  none: string;
  every: Record<PlanId, string>;
  startedSubject: string;
  startedTrial: string;
  startedPaid: string;
  trialReminderSubject: string;
  trialReminder: string;
  renewalReminderSubject: string;
  renewalReminder: string;
  cancelOneStep: string;
  cancelButton: string;
  codeSubject: string;
  code: string;
  codeNotAsked: string;
  cancelledSubject: string;
  cancelled: string;
  footer: string;
}

export const SUBSCRIPTION_MAIL_COPY: Readonly<Record<LocaleTag, SubscriptionMailCopy>> = {
  'en-US': {
    noneSubject: 'No subscription uses this address',
    none: 'Someone asked to cancel a subscription for this e-mail address, but no running subscription uses it, so there is nothing to cancel. If you subscribed with another address, ask again with that one.',
    every: { weekly: 'every week', monthly: 'every month', daily: 'every 4 weeks' },
    startedSubject: 'Your {plan} has started',
    startedTrial:
      'Your {trialDays}-day free trial of the {plan} has started. Nothing is charged before {date}; then your {card} is charged {amount} {every} until you cancel.',
    startedPaid:
      'Your {plan} has started: {amount} was charged to your {card}, then {amount} {every} until you cancel. Next charge: {date}.',
    trialReminderSubject: 'Your free trial ends on {date}',
    trialReminder:
      'Your free trial of the {plan} ends on {date}. Unless you cancel before then, your {card} will be charged {amount} on {date} and then {amount} {every}.',
    renewalReminderSubject: 'Your {plan} renews on {date}',
    renewalReminder:
      'Your {plan} renews on {date}: {amount} will be charged to your {card}, then {amount} {every}.',
    cancelOneStep: 'To cancel, open this link and confirm. Nothing more will be charged:',
    cancelButton: 'Cancel my subscription',
    codeSubject: 'Your cancellation code',
    code: 'Your code to cancel your subscription is {code}. It is valid for {minutes} minutes and can be used once.',
    codeNotAsked: 'If you did not ask for it, ignore this e-mail: nothing changes.',
    cancelledSubject: 'Your subscription is cancelled',
    cancelled: 'Your {plan} is cancelled. Nothing more will be charged. You keep access until {date}.',
    footer: 'You receive this e-mail because you have a subscription on our IQ test site.',
  },
  'zh-CN': {
    noneSubject: '此邮箱没有订阅',
    none: '有人申请取消此邮箱地址的订阅，但没有正在进行的订阅使用此地址，因此无需取消。如果您用其他邮箱订阅，请用那个邮箱重新申请。',
    every: { weekly: '每周', monthly: '每月', daily: '每 4 周' },
    startedSubject: '您的{plan}已开通',
    startedTrial:
      '您的{plan} {trialDays} 天免费试用已开始。{date} 之前不会扣费；之后将从您的{card}{every}扣款 {amount}，直至您取消。',
    startedPaid:
      '您的{plan}已开通：已从您的{card}扣款 {amount}，之后{every}扣款 {amount}，直至您取消。下次扣款：{date}。',
    trialReminderSubject: '您的免费试用将于 {date} 结束',
    trialReminder:
      '您的{plan}免费试用将于 {date} 结束。如您未在此之前取消，将于 {date} 从您的{card}扣款 {amount}，之后{every}扣款 {amount}。',
    renewalReminderSubject: '您的{plan}将于 {date} 续费',
    renewalReminder: '您的{plan}将于 {date} 续费：将从您的{card}扣款 {amount}，之后{every}扣款 {amount}。',
    cancelOneStep: '如需取消，请打开此链接并确认，之后不会再扣费：',
    cancelButton: '取消我的订阅',
    codeSubject: '您的取消验证码',
    code: '您取消订阅的验证码是 {code}。{minutes} 分钟内有效，仅可使用一次。',
    codeNotAsked: '如果这不是您本人的操作，请忽略此邮件，一切保持不变。',
    cancelledSubject: '您的订阅已取消',
    cancelled: '您的{plan}已取消，之后不会再扣费。您可继续使用至 {date}。',
    footer: '您收到此邮件，是因为您在我们的智商测试网站有一项订阅。',
  },
  'zh-HK': {
    noneSubject: '此電郵地址沒有訂閱',
    none: '有人要求取消此電郵地址的訂閱，但沒有進行中的訂閱使用此地址，因此無需取消。如果您以其他電郵地址訂閱，請用該地址重新提出要求。',
    every: { weekly: '每週', monthly: '每月', daily: '每 4 週' },
    startedSubject: '您的{plan}已開通',
    startedTrial:
      '您的{plan} {trialDays} 天免費試用已開始。{date} 之前不會收費；之後將從您的{card}{every}收取 {amount}，直至您取消。',
    startedPaid:
      '您的{plan}已開通：已從您的{card}收取 {amount}，之後{every}收取 {amount}，直至您取消。下次收費：{date}。',
    trialReminderSubject: '您的免費試用將於 {date} 結束',
    trialReminder:
      '您的{plan}免費試用將於 {date} 結束。如您未在此之前取消，將於 {date} 從您的{card}收取 {amount}，之後{every}收取 {amount}。',
    renewalReminderSubject: '您的{plan}將於 {date} 續期',
    renewalReminder: '您的{plan}將於 {date} 續期：將從您的{card}收取 {amount}，之後{every}收取 {amount}。',
    cancelOneStep: '如需取消，請打開此連結並確認，之後不會再收費：',
    cancelButton: '取消我的訂閱',
    codeSubject: '您的取消驗證碼',
    code: '您取消訂閱的驗證碼是 {code}。{minutes} 分鐘內有效，只可使用一次。',
    codeNotAsked: '如果這不是您本人的操作，請忽略此電郵，一切維持不變。',
    cancelledSubject: '您的訂閱已取消',
    cancelled: '您的{plan}已取消，之後不會再收費。您可繼續使用至 {date}。',
    footer: '您收到此電郵，是因為您在我們的智商測試網站有一項訂閱。',
  },
  'fr-FR': {
    noneSubject: 'Aucun abonnement pour cette adresse',
    none: 'Quelqu’un a demandé à résilier un abonnement pour cette adresse e-mail, mais aucun abonnement en cours ne l’utilise : il n’y a rien à résilier. Si vous vous êtes abonné avec une autre adresse, refaites la demande avec celle-ci.',
    every: { weekly: 'chaque semaine', monthly: 'chaque mois', daily: 'toutes les 4 semaines' },
    startedSubject: 'Votre {plan} a commencé',
    startedTrial:
      "Votre essai gratuit de {trialDays} jours de la {plan} a commencé. Rien n'est débité avant le {date} ; ensuite, votre {card} sera débitée de {amount} {every} jusqu'à ce que vous résiliiez.",
    startedPaid:
      "Votre {plan} a commencé : {amount} a été débité sur votre {card}, puis {amount} {every} jusqu'à ce que vous résiliiez. Prochain débit : {date}.",
    trialReminderSubject: 'Votre essai gratuit se termine le {date}',
    trialReminder:
      'Votre essai gratuit de la {plan} se termine le {date}. Sauf résiliation avant cette date, votre {card} sera débitée de {amount} le {date}, puis de {amount} {every}.',
    renewalReminderSubject: 'Votre {plan} est renouvelée le {date}',
    renewalReminder:
      'Votre {plan} est renouvelée le {date} : {amount} sera débité sur votre {card}, puis {amount} {every}.',
    cancelOneStep: 'Pour résilier, ouvrez ce lien et confirmez. Plus rien ne sera débité :',
    cancelButton: 'Résilier mon abonnement',
    codeSubject: 'Votre code de résiliation',
    code: 'Votre code pour résilier votre abonnement est {code}. Il est valable {minutes} minutes et ne peut servir qu’une fois.',
    codeNotAsked: "Si vous ne l'avez pas demandé, ignorez cet e-mail : rien ne change.",
    cancelledSubject: 'Votre abonnement est résilié',
    cancelled: "Votre {plan} est résiliée. Plus rien ne sera débité. Vous gardez l'accès jusqu'au {date}.",
    footer: 'Vous recevez cet e-mail parce que vous avez un abonnement sur notre site de test de QI.',
  },
  'es-ES': {
    noneSubject: 'Ninguna suscripción usa esta dirección',
    none: 'Alguien ha pedido cancelar una suscripción de esta dirección de correo, pero ninguna suscripción activa la usa, así que no hay nada que cancelar. Si te suscribiste con otra dirección, vuelve a pedirlo con esa.',
    every: { weekly: 'cada semana', monthly: 'cada mes', daily: 'cada 4 semanas' },
    startedSubject: 'Tu {plan} ha comenzado',
    startedTrial:
      'Tu prueba gratuita de {trialDays} días del {plan} ha comenzado. No se cobra nada antes del {date}; después se cargarán {amount} {every} en tu {card} hasta que canceles.',
    startedPaid:
      'Tu {plan} ha comenzado: se han cargado {amount} en tu {card} y después {amount} {every} hasta que canceles. Próximo cargo: {date}.',
    trialReminderSubject: 'Tu prueba gratuita termina el {date}',
    trialReminder:
      'Tu prueba gratuita del {plan} termina el {date}. Si no cancelas antes, se cargarán {amount} en tu {card} el {date} y después {amount} {every}.',
    renewalReminderSubject: 'Tu {plan} se renueva el {date}',
    renewalReminder:
      'Tu {plan} se renueva el {date}: se cargarán {amount} en tu {card} y después {amount} {every}.',
    cancelOneStep: 'Para cancelar, abre este enlace y confirma. No se cobrará nada más:',
    cancelButton: 'Cancelar mi suscripción',
    codeSubject: 'Tu código de cancelación',
    code: 'Tu código para cancelar la suscripción es {code}. Es válido durante {minutes} minutos y solo se puede usar una vez.',
    codeNotAsked: 'Si no lo has pedido, ignora este correo: no cambia nada.',
    cancelledSubject: 'Tu suscripción está cancelada',
    cancelled: 'Tu {plan} está cancelado. No se cobrará nada más. Mantienes el acceso hasta el {date}.',
    footer: 'Recibes este correo porque tienes una suscripción en nuestro sitio de test de CI.',
  },
  'ja-JP': {
    noneSubject: 'このアドレスの定期購読はありません',
    none: 'このメールアドレスの定期購読の解約が請求されましたが、このアドレスで継続中の定期購読はないため、解約するものはありません。別のアドレスでお申し込みの場合は、そのアドレスでもう一度お試しください。',
    every: { weekly: '毎週', monthly: '毎月', daily: '4週間ごと' },
    startedSubject: '{plan}が開始しました',
    startedTrial:
      '{plan}の{trialDays}日間無料トライアルが始まりました。{date}までは請求されません。その後は解約されるまで、{every}{amount}が{card}に請求されます。',
    startedPaid:
      '{plan}が開始しました。{card}に{amount}を請求しました。以降は解約されるまで{every}{amount}を請求します。次回の請求日：{date}。',
    trialReminderSubject: '無料トライアルは{date}に終了します',
    trialReminder:
      '{plan}の無料トライアルは{date}に終了します。それまでに解約されない場合、{date}に{card}へ{amount}が請求され、その後は{every}{amount}が請求されます。',
    renewalReminderSubject: '{plan}は{date}に更新されます',
    renewalReminder:
      '{plan}は{date}に更新されます。{card}に{amount}が請求され、その後は{every}{amount}が請求されます。',
    cancelOneStep: '解約するには、このリンクを開いて確定してください。以降は一切請求されません：',
    cancelButton: 'サブスクリプションを解約する',
    codeSubject: '解約用の確認コード',
    code: 'サブスクリプション解約用のコードは{code}です。有効期間は{minutes}分で、1回のみ使用できます。',
    codeNotAsked: 'お心当たりがない場合は、このメールを無視してください。何も変更されません。',
    cancelledSubject: 'サブスクリプションを解約しました',
    cancelled: '{plan}を解約しました。以降は請求されません。{date}までご利用いただけます。',
    footer: 'このメールは、当IQテストサイトでサブスクリプションをご利用のお客様にお送りしています。',
  },
  'de-DE': {
    noneSubject: 'Kein Abo mit dieser Adresse',
    none: 'Jemand hat die Kündigung eines Abos für diese E-Mail-Adresse angefordert, aber kein laufendes Abo verwendet sie, es gibt also nichts zu kündigen. Wenn Sie mit einer anderen Adresse abonniert haben, fordern Sie die Kündigung bitte mit dieser an.',
    every: { weekly: 'jede Woche', monthly: 'jeden Monat', daily: 'alle 4 Wochen' },
    startedSubject: 'Ihr {plan} hat begonnen',
    startedTrial:
      'Ihre {trialDays}-tägige kostenlose Testphase des {plan}s hat begonnen. Vor dem {date} wird nichts berechnet; danach werden Ihrer {card} {every} {amount} belastet, bis Sie kündigen.',
    startedPaid:
      'Ihr {plan} hat begonnen: {amount} wurden Ihrer {card} belastet, danach {every} {amount}, bis Sie kündigen. Nächste Abbuchung: {date}.',
    trialReminderSubject: 'Ihre kostenlose Testphase endet am {date}',
    trialReminder:
      'Ihre kostenlose Testphase des {plan}s endet am {date}. Wenn Sie nicht vorher kündigen, werden Ihrer {card} am {date} {amount} belastet, danach {every} {amount}.',
    renewalReminderSubject: 'Ihr {plan} verlängert sich am {date}',
    renewalReminder:
      'Ihr {plan} verlängert sich am {date}: Ihrer {card} werden {amount} belastet, danach {every} {amount}.',
    cancelOneStep: 'Zum Kündigen öffnen Sie diesen Link und bestätigen. Danach wird nichts mehr berechnet:',
    cancelButton: 'Mein Abo kündigen',
    codeSubject: 'Ihr Kündigungscode',
    code: 'Ihr Code zum Kündigen Ihres Abos lautet {code}. Er ist {minutes} Minuten gültig und kann einmal verwendet werden.',
    codeNotAsked: 'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    cancelledSubject: 'Ihr Abo ist gekündigt',
    cancelled:
      'Ihr {plan} ist gekündigt. Es wird nichts mehr berechnet. Sie behalten den Zugang bis zum {date}.',
    footer: 'Sie erhalten diese E-Mail, weil Sie auf unserer IQ-Test-Website ein Abo haben.',
  },
  'pt-PT': {
    noneSubject: 'Nenhuma subscrição usa este endereço',
    none: 'Alguém pediu para cancelar uma subscrição deste endereço de e-mail, mas nenhuma subscrição ativa o usa, por isso não há nada a cancelar. Se subscreveu com outro endereço, volte a pedir com esse.',
    every: { weekly: 'todas as semanas', monthly: 'todos os meses', daily: 'a cada 4 semanas' },
    startedSubject: 'O seu {plan} começou',
    startedTrial:
      'O seu período experimental gratuito de {trialDays} dias do {plan} começou. Nada é cobrado antes de {date}; depois, serão cobrados {amount} {every} no seu {card} até cancelar.',
    startedPaid:
      'O seu {plan} começou: foram cobrados {amount} no seu {card} e depois {amount} {every} até cancelar. Próxima cobrança: {date}.',
    trialReminderSubject: 'O seu período experimental gratuito termina a {date}',
    trialReminder:
      'O período experimental gratuito do {plan} termina a {date}. Se não cancelar antes, serão cobrados {amount} no seu {card} a {date} e depois {amount} {every}.',
    renewalReminderSubject: 'O seu {plan} é renovado a {date}',
    renewalReminder:
      'O seu {plan} é renovado a {date}: serão cobrados {amount} no seu {card} e depois {amount} {every}.',
    cancelOneStep: 'Para cancelar, abra esta ligação e confirme. Não será cobrado mais nada:',
    cancelButton: 'Cancelar a minha subscrição',
    codeSubject: 'O seu código de cancelamento',
    code: 'O seu código para cancelar a subscrição é {code}. É válido durante {minutes} minutos e só pode ser usado uma vez.',
    codeNotAsked: 'Se não o pediu, ignore este e-mail: nada muda.',
    cancelledSubject: 'A sua subscrição foi cancelada',
    cancelled: 'O seu {plan} foi cancelado. Não será cobrado mais nada. Mantém o acesso até {date}.',
    footer: 'Recebe este e-mail porque tem uma subscrição no nosso site de teste de QI.',
  },
  'ko-KR': {
    noneSubject: '이 주소를 사용하는 구독이 없습니다',
    none: '이 이메일 주소의 구독 해지 요청이 있었지만, 이 주소를 사용하는 진행 중인 구독이 없어 해지할 것이 없습니다. 다른 주소로 구독하셨다면 그 주소로 다시 요청해 주세요.',
    every: { weekly: '매주', monthly: '매월', daily: '4주마다' },
    startedSubject: '{plan}이(가) 시작되었습니다',
    startedTrial:
      '{plan} {trialDays}일 무료 체험이 시작되었습니다. {date} 전에는 청구되지 않으며, 이후 해지할 때까지 {every} {amount}이(가) {card}로 청구됩니다.',
    startedPaid:
      '{plan}이(가) 시작되었습니다. {card}로 {amount}이(가) 청구되었으며, 이후 해지할 때까지 {every} {amount}이(가) 청구됩니다. 다음 청구일: {date}.',
    trialReminderSubject: '무료 체험이 {date}에 종료됩니다',
    trialReminder:
      '{plan} 무료 체험이 {date}에 종료됩니다. 그 전에 해지하지 않으면 {date}에 {card}로 {amount}이(가) 청구되고, 이후 {every} {amount}이(가) 청구됩니다.',
    renewalReminderSubject: '{plan}이(가) {date}에 갱신됩니다',
    renewalReminder:
      '{plan}이(가) {date}에 갱신됩니다. {card}로 {amount}이(가) 청구되고, 이후 {every} {amount}이(가) 청구됩니다.',
    cancelOneStep: '해지하려면 이 링크를 열고 확인하세요. 이후에는 더 이상 청구되지 않습니다:',
    cancelButton: '구독 해지하기',
    codeSubject: '구독 해지 인증 코드',
    code: '구독 해지 코드는 {code}입니다. {minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.',
    codeNotAsked: '요청하지 않으셨다면 이 이메일을 무시하세요. 아무것도 변경되지 않습니다.',
    cancelledSubject: '구독이 해지되었습니다',
    cancelled:
      '{plan}이(가) 해지되었습니다. 더 이상 청구되지 않습니다. {date}까지 계속 이용하실 수 있습니다.',
    footer: '저희 IQ 테스트 사이트에서 구독 중이시기 때문에 이 이메일을 받으셨습니다.',
  },
};
