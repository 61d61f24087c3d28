import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ENTP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Idea Explorer',
    summary:
      'A curious, quick-witted person who loves new ideas and enjoys testing them in lively discussion.',
    strengths:
      'You spot possibilities others miss and connect ideas from different fields. Your enthusiasm for a good debate keeps conversations sharp and surprising.',
    work: 'You do well where there are problems without a standard answer and room to try new approaches. Routine tasks and rigid rules can drain you quickly.',
    relationships:
      'You are stimulating company and bring humour and fresh perspectives to the people around you. Not everyone enjoys a friendly argument as much as you do, so checking how it lands helps.',
    growth:
      'Choosing a few ideas and seeing them through to the end can turn your sparks into results. Asking for help with the details is a strength, not a weakness.',
  },
  'zh-CN': {
    name: '点子探索者',
    summary: '好奇、机敏，热爱新想法，也喜欢在热烈的讨论中检验它们。',
    strengths:
      '您能发现别人忽略的可能性，并把不同领域的想法联系起来。您对精彩辩论的热情，让对话始终犀利而充满惊喜。',
    work: '在没有标准答案、有空间尝试新方法的问题面前，您会表现出色。例行公事和死板的规定可能很快就让您筋疲力尽。',
    relationships:
      '和您相处很有意思，您为身边的人带来幽默和新鲜的视角。并不是每个人都像您一样享受友好的争论，所以留意一下对方的感受会有帮助。',
    growth: '挑选几个想法并坚持做到底，能把您的灵感火花变成成果。在细节上请人帮忙是一种长处，而不是弱点。',
  },
  'zh-HK': {
    name: '點子探索者',
    summary: '好奇、機敏，熱愛新構思，也喜歡在熱烈的討論中驗證它們。',
    strengths:
      '您能發現別人忽略的可能性，並把不同領域的想法聯繫起來。您對精彩辯論的熱情，讓對話始終犀利而充滿驚喜。',
    work: '面對沒有標準答案、有空間嘗試新方法的難題，您會表現出色。例行公事和死板的規定，可能很快就令您筋疲力盡。',
    relationships:
      '和您相處很有趣，您為身邊的人帶來幽默和新鮮的角度。並不是每個人都像您一樣享受友善的爭論，所以留意一下對方的感受會有幫助。',
    growth: '揀選幾個想法並堅持做到底，能把您的靈感火花化為成果。在細節上請人幫忙是一種長處，而不是弱點。',
  },
  'fr-FR': {
    name: 'La boîte à idées',
    summary:
      'Une personne curieuse et vive d’esprit, qui adore les idées neuves et aime les mettre à l’épreuve dans des discussions animées.',
    strengths:
      'Vous repérez des possibilités que d’autres ne voient pas et reliez des idées venues de domaines différents. Votre goût pour le débat rend les conversations vives et pleines de surprises.',
    work: 'Vous êtes à l’aise face aux problèmes sans réponse toute faite, quand il y a de la place pour essayer de nouvelles approches. La routine et les règles rigides peuvent vite vous épuiser.',
    relationships:
      'Votre compagnie est stimulante : vous apportez de l’humour et des regards neufs à votre entourage. Tout le monde n’aime pas autant que vous les joutes amicales, alors vérifier comment vos propos sont reçus aide beaucoup.',
    growth:
      'Choisir quelques idées et les mener jusqu’au bout peut transformer vos étincelles en résultats. Demander de l’aide pour les détails est une force, pas une faiblesse.',
  },
  'es-ES': {
    name: 'La fábrica de ideas',
    summary:
      'Una persona curiosa y con chispa que adora las ideas nuevas y disfruta poniéndolas a prueba en debates animados.',
    strengths:
      'Ves posibilidades que a otros se les escapan y conectas ideas de campos distintos. Tu gusto por un buen debate mantiene las conversaciones vivas y llenas de sorpresas.',
    work: 'Te va bien ante problemas sin una respuesta estándar y con margen para probar enfoques nuevos. La rutina y las normas rígidas pueden agotarte enseguida.',
    relationships:
      'Tu compañía es estimulante y aportas humor y perspectivas frescas a quienes te rodean. No a todo el mundo le gusta discutir por diversión tanto como a ti, así que conviene fijarse en cómo le sienta a la otra persona.',
    growth:
      'Elegir unas pocas ideas y llevarlas hasta el final puede convertir tus chispazos en resultados. Pedir ayuda con los detalles es una fortaleza, no una debilidad.',
  },
  'ja-JP': {
    name: 'アイデア探検家',
    summary: '好奇心旺盛で頭の回転が速く、新しいアイデアを愛し、活発な議論でそれを試すのを楽しむ人です。',
    strengths:
      '人が見落とす可能性に気づき、異なる分野のアイデアを結びつけます。議論を楽しむあなたのおかげで、会話はいつも鋭く、驚きに満ちています。',
    work: '決まった答えのない問題があり、新しいやり方を試す余地がある場所で力を発揮します。決まりきった作業や融通の利かないルールは、すぐにあなたを消耗させるかもしれません。',
    relationships:
      '一緒にいて刺激的な人で、周りの人にユーモアと新しい視点をもたらします。誰もがあなたほど議論を楽しめるわけではないので、相手にどう届いているか確かめると良いでしょう。',
    growth:
      'いくつかのアイデアに絞って最後までやり遂げると、ひらめきが成果に変わります。細かい部分で人の助けを借りるのは、弱さではなく強みです。',
  },
  'de-DE': {
    name: 'Die Ideenschmiede',
    summary:
      'Ein neugieriger, schlagfertiger Mensch, der neue Ideen liebt und sie gern in lebhaften Diskussionen auf die Probe stellt.',
    strengths:
      'Sie entdecken Möglichkeiten, die anderen entgehen, und verbinden Ideen aus verschiedenen Bereichen. Ihre Lust an einer guten Debatte hält Gespräche lebendig und überraschend.',
    work: 'Sie sind stark, wo es Probleme ohne Standardlösung und Raum für neue Ansätze gibt. Routine und starre Regeln können Sie schnell auslaugen.',
    relationships:
      'Mit Ihnen wird es nie langweilig, denn Sie bringen Humor und frische Blickwinkel in Ihr Umfeld. Nicht alle mögen freundschaftliche Wortgefechte so sehr wie Sie, daher lohnt es sich zu prüfen, wie Ihre Worte ankommen.',
    growth:
      'Wenn Sie einige Ideen auswählen und bis zum Ende verfolgen, werden aus Funken Ergebnisse. Bei den Details um Hilfe zu bitten, ist eine Stärke und keine Schwäche.',
  },
  'pt-PT': {
    name: 'A fábrica de ideias',
    summary:
      'Uma pessoa curiosa e de raciocínio rápido, que adora ideias novas e gosta de as pôr à prova em discussões animadas.',
    strengths:
      'Vê possibilidades que escapam aos outros e liga ideias de áreas diferentes. O seu gosto por um bom debate mantém as conversas vivas e cheias de surpresas.',
    work: 'Dá-se bem perante problemas sem resposta feita e com espaço para experimentar abordagens novas. A rotina e as regras rígidas podem esgotá-lo depressa.',
    relationships:
      'A sua companhia é estimulante e traz humor e perspetivas novas a quem está à sua volta. Nem todas as pessoas gostam de uma discussão amigável com o mesmo entusiasmo, por isso ajuda perceber como as suas palavras são recebidas.',
    growth:
      'Escolher algumas ideias e levá-las até ao fim pode transformar as suas faíscas em resultados. Pedir ajuda com os pormenores é uma força, não uma fraqueza.',
  },
  'ko-KR': {
    name: '아이디어 탐험가',
    summary:
      '호기심이 많고 재치 있으며, 새로운 아이디어를 사랑하고 활발한 토론으로 그것을 시험해 보길 즐기는 사람입니다.',
    strengths:
      '다른 사람들이 놓치는 가능성을 발견하고, 서로 다른 분야의 아이디어를 연결합니다. 좋은 토론을 즐기는 당신 덕분에 대화는 늘 날카롭고 놀라움으로 가득합니다.',
    work: '정해진 답이 없는 문제가 있고 새로운 방식을 시도할 여지가 있는 곳에서 잘 해냅니다. 반복적인 일과 융통성 없는 규칙은 금세 당신을 지치게 할 수 있습니다.',
    relationships:
      '함께 있으면 자극이 되는 사람으로, 주변에 유머와 신선한 시각을 가져옵니다. 모두가 당신만큼 친근한 논쟁을 즐기지는 않으니, 상대가 어떻게 받아들이는지 살피면 도움이 됩니다.',
    growth:
      '몇 가지 아이디어를 골라 끝까지 밀고 나가면 번뜩이는 생각이 결과로 바뀝니다. 세부 사항에 도움을 청하는 것은 약점이 아니라 강점입니다.',
  },
};
