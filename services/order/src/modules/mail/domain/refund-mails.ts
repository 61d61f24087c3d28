// The mail of money given back (issue 35): a refund of a charge the order did not need, or a
// PayPal approval released before anything was taken; with the order's total charged after it,
// the same figure check/status answers as `netChargedMinor`. Pure: the refund job queues it in
// the transaction that records the refund as done.
import { resolveLocale, type LocaleTag, formatPrice } from '@iq/contracts';
import type { RefundReason, RefundRecord } from '../../providers';
import { fill } from '../../../domain/html';
import { MAIL_COPY } from './receipt-mail-copy';
import { mail, type OutgoingMail } from './receipt-mail';

interface RefundMailCopy {
  refundSubject: string;
  releaseSubject: string;
  why: Record<RefundReason, string>;
  refunded: string;
  released: string;
  total: string;
  timing: string;
  paypal: string;
  card: string;
}

/** Placeholders: {amount} {method} {total}. */
export const REFUND_MAIL_COPY: Readonly<Record<LocaleTag, RefundMailCopy>> = {
  'en-US': {
    refundSubject: 'Refund of {amount} for your IQ test order',
    releaseSubject: 'Your PayPal approval was released: nothing was charged',
    why: {
      'order-already-paid': 'Your order was paid twice. We have refunded the second payment.',
      'already-owned':
        'Part of what this order sold was already yours when it was paid. We have refunded that part.',
      'approval-not-needed':
        'Your PayPal approval was not needed: the order was paid another way or not completed. We released it.',
    },
    refunded: 'Refunded: {amount} to your {method}',
    released: 'Released: {amount} (approved, never charged)',
    total: 'Total charged for this order: {total}',
    timing: 'A refund usually reaches your account within 5 to 10 business days.',
    paypal: 'PayPal account',
    card: 'card',
  },
  'zh-CN': {
    refundSubject: '您的智商测试订单已退款 {amount}',
    releaseSubject: '您的 PayPal 授权已释放：未扣任何款项',
    why: {
      'order-already-paid': '您的订单被支付了两次。我们已退还第二笔付款。',
      'already-owned': '此订单出售的部分内容在付款时已归您所有。我们已退还该部分款项。',
      'approval-not-needed': '您的 PayPal 授权已无需使用：订单已通过其他方式付款或未完成。我们已将其释放。',
    },
    refunded: '已退款：{amount}，退回至您的{method}',
    released: '已释放：{amount}（已授权，从未扣款）',
    total: '此订单的实际扣款总额：{total}',
    timing: '退款通常会在 5 至 10 个工作日内到账。',
    paypal: 'PayPal 账户',
    card: '银行卡',
  },
  'zh-HK': {
    refundSubject: '您的智商測試訂單已退款 {amount}',
    releaseSubject: '您的 PayPal 授權已釋放：未有扣取任何款項',
    why: {
      'order-already-paid': '您的訂單被支付了兩次。我們已退還第二筆付款。',
      'already-owned': '此訂單出售的部分內容在付款時已屬於您。我們已退還該部分款項。',
      'approval-not-needed': '您的 PayPal 授權已毋須使用：訂單已透過其他方式付款或未有完成。我們已將其釋放。',
    },
    refunded: '已退款：{amount}，退回至您的{method}',
    released: '已釋放：{amount}（已授權，從未扣款）',
    total: '此訂單的實際扣款總額：{total}',
    timing: '退款一般會在 5 至 10 個工作天內到賬。',
    paypal: 'PayPal 帳戶',
    card: '銀行卡',
  },
  'fr-FR': {
    refundSubject: 'Remboursement de {amount} pour votre commande de test de QI',
    releaseSubject: 'Votre autorisation PayPal a été libérée : rien n’a été débité',
    why: {
      'order-already-paid': 'Votre commande a été payée deux fois. Nous avons remboursé le second paiement.',
      'already-owned':
        'Une partie de ce que vendait cette commande vous appartenait déjà au moment du paiement. Nous avons remboursé cette partie.',
      'approval-not-needed':
        'Votre autorisation PayPal n’était pas nécessaire : la commande a été payée autrement ou n’a pas été finalisée. Nous l’avons libérée.',
    },
    refunded: 'Remboursé : {amount} sur votre {method}',
    released: 'Libéré : {amount} (autorisé, jamais débité)',
    total: 'Total débité pour cette commande : {total}',
    timing: 'Un remboursement arrive généralement sur votre compte sous 5 à 10 jours ouvrés.',
    paypal: 'compte PayPal',
    card: 'carte',
  },
  'es-ES': {
    refundSubject: 'Reembolso de {amount} de tu pedido del test de CI',
    releaseSubject: 'Tu autorización de PayPal se ha liberado: no se ha cobrado nada',
    why: {
      'order-already-paid': 'Tu pedido se pagó dos veces. Hemos reembolsado el segundo pago.',
      'already-owned':
        'Parte de lo que vendía este pedido ya era tuyo cuando se pagó. Hemos reembolsado esa parte.',
      'approval-not-needed':
        'Tu autorización de PayPal no era necesaria: el pedido se pagó de otra forma o no se completó. La hemos liberado.',
    },
    refunded: 'Reembolsado: {amount} a tu {method}',
    released: 'Liberado: {amount} (autorizado, nunca cobrado)',
    total: 'Total cobrado por este pedido: {total}',
    timing: 'Un reembolso suele llegar a tu cuenta en un plazo de 5 a 10 días hábiles.',
    paypal: 'cuenta de PayPal',
    card: 'tarjeta',
  },
  'ja-JP': {
    refundSubject: 'IQテストのご注文について {amount} を返金しました',
    releaseSubject: 'PayPalの承認を解除しました：請求はありません',
    why: {
      'order-already-paid': 'ご注文のお支払いが二重に行われました。2回目のお支払いを返金しました。',
      'already-owned': 'この注文の内容の一部は、お支払いの時点ですでにお持ちでした。その分を返金しました。',
      'approval-not-needed':
        'PayPalの承認は不要になりました（ご注文は別の方法で支払われたか、完了しませんでした）。承認を解除しました。',
    },
    refunded: '返金額：{amount}（{method}へ）',
    released: '解除額：{amount}（承認のみで、請求されていません）',
    total: 'このご注文の請求合計：{total}',
    timing: '返金は通常5〜10営業日以内に口座に反映されます。',
    paypal: 'PayPalアカウント',
    card: 'カード',
  },
  'de-DE': {
    refundSubject: 'Erstattung von {amount} für Ihre IQ-Test-Bestellung',
    releaseSubject: 'Ihre PayPal-Freigabe wurde aufgehoben: Es wurde nichts abgebucht',
    why: {
      'order-already-paid': 'Ihre Bestellung wurde zweimal bezahlt. Wir haben die zweite Zahlung erstattet.',
      'already-owned':
        'Ein Teil dessen, was diese Bestellung verkaufte, gehörte Ihnen bei der Zahlung bereits. Diesen Teil haben wir erstattet.',
      'approval-not-needed':
        'Ihre PayPal-Freigabe wurde nicht gebraucht: Die Bestellung wurde anders bezahlt oder nicht abgeschlossen. Wir haben sie aufgehoben.',
    },
    refunded: 'Erstattet: {amount} auf Ihr(e) {method}',
    released: 'Aufgehoben: {amount} (freigegeben, nie abgebucht)',
    total: 'Insgesamt für diese Bestellung abgebucht: {total}',
    timing: 'Eine Erstattung erreicht Ihr Konto in der Regel innerhalb von 5 bis 10 Werktagen.',
    paypal: 'PayPal-Konto',
    card: 'Karte',
  },
  'pt-PT': {
    refundSubject: 'Reembolso de {amount} da sua encomenda do teste de QI',
    releaseSubject: 'A sua autorização PayPal foi libertada: nada foi cobrado',
    why: {
      'order-already-paid': 'A sua encomenda foi paga duas vezes. Reembolsámos o segundo pagamento.',
      'already-owned':
        'Parte do que esta encomenda vendia já era sua quando foi paga. Reembolsámos essa parte.',
      'approval-not-needed':
        'A sua autorização PayPal não era necessária: a encomenda foi paga de outra forma ou não foi concluída. Libertámo-la.',
    },
    refunded: 'Reembolsado: {amount} para o seu {method}',
    released: 'Libertado: {amount} (autorizado, nunca cobrado)',
    total: 'Total cobrado por esta encomenda: {total}',
    timing: 'Um reembolso chega normalmente à sua conta em 5 a 10 dias úteis.',
    paypal: 'conta PayPal',
    card: 'cartão',
  },
  'ko-KR': {
    refundSubject: 'IQ 테스트 주문 금액 {amount} 환불 안내',
    releaseSubject: 'PayPal 승인이 해제되었습니다: 청구된 금액이 없습니다',
    why: {
      'order-already-paid': '주문이 두 번 결제되었습니다. 두 번째 결제를 환불했습니다.',
      'already-owned':
        '이 주문이 판매한 내용의 일부는 결제 시점에 이미 보유하고 계셨습니다. 그 부분을 환불했습니다.',
      'approval-not-needed':
        'PayPal 승인이 필요하지 않게 되었습니다. 주문이 다른 방법으로 결제되었거나 완료되지 않았습니다. 승인을 해제했습니다.',
    },
    refunded: '환불 금액: {amount} ({method}(으)로)',
    released: '해제 금액: {amount} (승인만 되었고 청구되지 않음)',
    total: '이 주문의 총 청구 금액: {total}',
    timing: '환불 금액은 보통 영업일 기준 5~10일 이내에 계좌에 반영됩니다.',
    paypal: 'PayPal 계정',
    card: '카드',
  },
};

export interface RefundMailOrder {
  orderNumber: string;
  email: string;
  locale: string;
}

/** The mail of one refund or release, done at `at`; `netChargedMinor` is the order's total after it. */
export function composeRefundMail(
  order: RefundMailOrder,
  refund: Pick<RefundRecord, 'id' | 'kind' | 'reason' | 'amountMinor' | 'currency' | 'method'>,
  netChargedMinor: number,
  at: Date,
): OutgoingMail {
  const locale = resolveLocale(order.locale);
  const copy = MAIL_COPY[locale];
  const words = REFUND_MAIL_COPY[locale];
  const money = (minor: number) => formatPrice(minor, refund.currency, { locale });
  const amount = money(refund.amountMinor);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  const isRefund = refund.kind === 'refund';
  const method = refund.method === 'paypal' ? words.paypal : words.card;
  return mail(
    `refund-${refund.id}`,
    order.email,
    fill(isRefund ? words.refundSubject : words.releaseSubject, { amount }),
    [
      copy.greeting,
      words.why[refund.reason],
      [
        fill(isRefund ? words.refunded : words.released, { amount, method }),
        fill(words.total, { total: money(netChargedMinor) }),
        fill(copy.order, { orderNumber: order.orderNumber }),
        fill(copy.date, { date }),
      ].join('\n'),
      ...(isRefund ? [words.timing] : []),
      copy.footer,
    ],
  );
}
