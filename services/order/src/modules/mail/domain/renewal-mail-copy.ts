// The renewal mails' words in the nine locales (issue 10): the receipt after each charge of a
// running subscription (renewal, skipped trial, upgrade), the failed renewal (what happens next,
// how to change the card, how to cancel) and the end after the last failed try. Placeholders:
// {plan} {amount} {card} {date} {start} {end} {retry} {tries} {support}.
import type { LocaleTag } from '@iq/contracts';

export interface RenewalMailCopy {
  receiptSubject: string;
  receipt: string;
  failedSubject: string;
  failed: string;
  failedChangeCard: string;
  failedCancel: string;
  expiredSubject: string;
  expired: string;
}

export const RENEWAL_MAIL_COPY: Readonly<Record<LocaleTag, RenewalMailCopy>> = {
  'en-US': {
    receiptSubject: 'Receipt for your {plan}: {amount}',
    receipt:
      'We charged {amount} to your {card} on {date} for your {plan}. It pays for {start} to {end}. Next charge: {amount} on {end}, unless you cancel.',
    failedSubject: 'Your payment for the {plan} did not go through',
    failed:
      'We could not charge {amount} to your {card} on {date} for your {plan}. We will try again on {retry}, at most {tries} more times. If the card cannot be charged, the subscription then ends and nothing more is charged.',
    failedChangeCard: 'To pay with another card, contact our support: {support}',
    failedCancel: 'To stop instead, cancel in one step. Nothing more will be charged:',
    expiredSubject: 'Your {plan} has ended',
    expired:
      'We could not charge {amount} to your {card} for your {plan} after {tries} tries, so the subscription ended on {date}. Nothing more will be charged.',
  },
  'zh-CN': {
    receiptSubject: '{plan}收据：{amount}',
    receipt:
      '我们已于 {date} 从您的{card}扣款 {amount}，用于您的{plan}，服务期为 {start} 至 {end}。除非您取消，下次将于 {end} 扣款 {amount}。',
    failedSubject: '您的{plan}付款未成功',
    failed:
      '我们于 {date} 未能从您的{card}扣款 {amount}（{plan}）。我们将于 {retry} 再次尝试，最多再尝试 {tries} 次。如仍无法扣款，订阅将随之结束，之后不会再扣费。',
    failedChangeCard: '如需使用其他银行卡付款，请联系我们的客服：{support}',
    failedCancel: '如您想停止订阅，可一步取消，之后不会再扣费：',
    expiredSubject: '您的{plan}已结束',
    expired:
      '我们尝试 {tries} 次后仍未能从您的{card}扣款 {amount}（{plan}），因此订阅已于 {date} 结束。之后不会再扣费。',
  },
  'zh-HK': {
    receiptSubject: '{plan}收據：{amount}',
    receipt:
      '我們已於 {date} 從您的{card}收取 {amount}，用於您的{plan}，服務期為 {start} 至 {end}。除非您取消，下次將於 {end} 收取 {amount}。',
    failedSubject: '您的{plan}付款未成功',
    failed:
      '我們於 {date} 未能從您的{card}收取 {amount}（{plan}）。我們將於 {retry} 再次嘗試，最多再嘗試 {tries} 次。如仍無法收費，訂閱將隨之結束，之後不會再收費。',
    failedChangeCard: '如需使用其他信用卡付款，請聯絡我們的客服：{support}',
    failedCancel: '如您想停止訂閱，可一步取消，之後不會再收費：',
    expiredSubject: '您的{plan}已結束',
    expired:
      '我們嘗試 {tries} 次後仍未能從您的{card}收取 {amount}（{plan}），因此訂閱已於 {date} 結束。之後不會再收費。',
  },
  'fr-FR': {
    receiptSubject: 'Reçu de votre {plan} : {amount}',
    receipt:
      'Nous avons débité {amount} sur votre {card} le {date} pour votre {plan}. Cela couvre la période du {start} au {end}. Prochain débit : {amount} le {end}, sauf résiliation.',
    failedSubject: "Le paiement de votre {plan} n'a pas abouti",
    failed:
      "Nous n'avons pas pu débiter {amount} sur votre {card} le {date} pour votre {plan}. Nous réessaierons le {retry}, au plus {tries} fois encore. Si la carte ne peut pas être débitée, l'abonnement prend alors fin et plus rien n'est débité.",
    failedChangeCard: 'Pour payer avec une autre carte, contactez notre assistance : {support}',
    failedCancel: 'Pour arrêter plutôt, résiliez en une étape. Plus rien ne sera débité :',
    expiredSubject: 'Votre {plan} a pris fin',
    expired:
      "Nous n'avons pas pu débiter {amount} sur votre {card} pour votre {plan} après {tries} tentatives : l'abonnement a donc pris fin le {date}. Plus rien ne sera débité.",
  },
  'es-ES': {
    receiptSubject: 'Recibo de tu {plan}: {amount}',
    receipt:
      'Hemos cargado {amount} en tu {card} el {date} por tu {plan}. Cubre del {start} al {end}. Próximo cargo: {amount} el {end}, salvo que canceles.',
    failedSubject: 'El pago de tu {plan} no se ha completado',
    failed:
      'No hemos podido cargar {amount} en tu {card} el {date} por tu {plan}. Lo intentaremos de nuevo el {retry}, como máximo {tries} veces más. Si no se puede cargar la tarjeta, la suscripción terminará y no se cobrará nada más.',
    failedChangeCard: 'Para pagar con otra tarjeta, contacta con nuestro soporte: {support}',
    failedCancel: 'Si prefieres dejarlo, cancela en un solo paso. No se cobrará nada más:',
    expiredSubject: 'Tu {plan} ha terminado',
    expired:
      'No hemos podido cargar {amount} en tu {card} por tu {plan} tras {tries} intentos, así que la suscripción terminó el {date}. No se cobrará nada más.',
  },
  'ja-JP': {
    receiptSubject: '{plan}の領収書：{amount}',
    receipt:
      '{date}に{plan}の料金として{card}に{amount}を請求しました。対象期間は{start}から{end}までです。解約されない限り、次回は{end}に{amount}を請求します。',
    failedSubject: '{plan}のお支払いができませんでした',
    failed:
      '{date}に{plan}の料金{amount}を{card}に請求できませんでした。{retry}に再度請求し、最大であと{tries}回試みます。それでも請求できない場合、サブスクリプションは終了し、以降は請求されません。',
    failedChangeCard: '別のカードでお支払いになる場合は、サポートにお問い合わせください：{support}',
    failedCancel: '停止される場合は、ワンステップで解約できます。以降は一切請求されません：',
    expiredSubject: '{plan}は終了しました',
    expired:
      '{tries}回試みましたが{plan}の料金{amount}を{card}に請求できなかったため、サブスクリプションは{date}に終了しました。以降は請求されません。',
  },
  'de-DE': {
    receiptSubject: 'Beleg für Ihr {plan}: {amount}',
    receipt:
      'Wir haben Ihrer {card} am {date} {amount} für Ihr {plan} belastet. Das deckt den Zeitraum vom {start} bis zum {end}. Nächste Abbuchung: {amount} am {end}, sofern Sie nicht kündigen.',
    failedSubject: 'Die Zahlung für Ihr {plan} ist fehlgeschlagen',
    failed:
      'Wir konnten Ihrer {card} am {date} {amount} für Ihr {plan} nicht belasten. Wir versuchen es am {retry} erneut, höchstens noch {tries} Mal. Kann die Karte nicht belastet werden, endet das Abo danach und es wird nichts mehr berechnet.',
    failedChangeCard: 'Um mit einer anderen Karte zu zahlen, wenden Sie sich an unseren Support: {support}',
    failedCancel:
      'Wenn Sie stattdessen aufhören möchten, kündigen Sie in einem Schritt. Danach wird nichts mehr berechnet:',
    expiredSubject: 'Ihr {plan} ist beendet',
    expired:
      'Wir konnten Ihrer {card} nach {tries} Versuchen {amount} für Ihr {plan} nicht belasten, daher endete das Abo am {date}. Es wird nichts mehr berechnet.',
  },
  'pt-PT': {
    receiptSubject: 'Recibo do seu {plan}: {amount}',
    receipt:
      'Cobrámos {amount} no seu {card} a {date} pelo seu {plan}. Cobre o período de {start} a {end}. Próxima cobrança: {amount} a {end}, salvo se cancelar.',
    failedSubject: 'O pagamento do seu {plan} não foi concluído',
    failed:
      'Não foi possível cobrar {amount} no seu {card} a {date} pelo seu {plan}. Tentaremos novamente a {retry}, no máximo mais {tries} vezes. Se o cartão não puder ser cobrado, a subscrição termina e não será cobrado mais nada.',
    failedChangeCard: 'Para pagar com outro cartão, contacte o nosso apoio: {support}',
    failedCancel: 'Se preferir parar, cancele num só passo. Não será cobrado mais nada:',
    expiredSubject: 'O seu {plan} terminou',
    expired:
      'Não foi possível cobrar {amount} no seu {card} pelo seu {plan} após {tries} tentativas, por isso a subscrição terminou a {date}. Não será cobrado mais nada.',
  },
  'ko-KR': {
    receiptSubject: '{plan} 영수증: {amount}',
    receipt:
      '{date}에 {plan} 요금으로 {card}에 {amount}을(를) 청구했습니다. 이용 기간은 {start}부터 {end}까지입니다. 해지하지 않으면 다음 청구는 {end}에 {amount}입니다.',
    failedSubject: '{plan} 결제가 완료되지 않았습니다',
    failed:
      '{date}에 {plan} 요금 {amount}을(를) {card}에 청구하지 못했습니다. {retry}에 다시 시도하며, 최대 {tries}번 더 시도합니다. 그래도 청구할 수 없으면 구독이 종료되고 더 이상 청구되지 않습니다.',
    failedChangeCard: '다른 카드로 결제하려면 고객 지원에 문의하세요: {support}',
    failedCancel: '대신 중단하려면 한 번에 해지하세요. 더 이상 청구되지 않습니다:',
    expiredSubject: '{plan}이(가) 종료되었습니다',
    expired:
      '{tries}번 시도했지만 {plan} 요금 {amount}을(를) {card}에 청구하지 못해 구독이 {date}에 종료되었습니다. 더 이상 청구되지 않습니다.',
  },
};
