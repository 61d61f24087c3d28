// What a result says when the answers do not settle it (issue 36): a personality axis whose lean
// is within its margin of error is balanced and gets no letter, so the answers sit between
// types; an EQ score within its margin of a band boundary may fit both descriptions. The rule
// and its figures: docs/decisions/2026-11-29-within-measurement-error.md.
import type { LocaleTag } from '@iq/contracts';

export interface BalancedCopy {
  /** A balanced axis (or brain-dominance result) with its margin; {margin} whole points. */
  withinMargin: string;
  /** A result stored before margins existed: only an exact 50 % was balanced then. */
  exactTie: string;
  /** One balanced axis: the two types, {first} (the nearer) and {second}. */
  betweenTwo: string;
  /** Two balanced axes: {types}, the four types as a list. */
  betweenFour: string;
  /** Three or four balanced axes: no list of types; {count} is 3 or 4. */
  noType: string;
  /** Under a code such as "ESXJ". */
  codeLegend: string;
}

export const BALANCED_COPY: Record<LocaleTag, BalancedCopy> = {
  'en-US': {
    withinMargin:
      'The difference is within the margin of error (±{margin} points), so both sides can describe you.',
    exactTie: 'Your answers sit exactly in the middle, so both sides can describe you.',
    betweenTwo: 'Your answers place you between {first} and {second}: one axis is balanced.',
    betweenFour: 'Your answers place you between four types: {types}. Two axes are balanced.',
    noType:
      'Your answers are balanced on {count} of the four axes, so no single type fits them better than another.',
    codeLegend: 'X marks a balanced axis.',
  },
  'zh-CN': {
    withinMargin: '差异在误差范围（±{margin} 个百分点）之内，因此两边都可能符合您。',
    exactTie: '您的回答正好处于中间，因此两边都可能符合您。',
    betweenTwo: '您的回答介于 {first} 和 {second} 之间：有一个维度是平衡的。',
    betweenFour: '您的回答介于四种类型之间：{types}。有两个维度是平衡的。',
    noType: '您的回答在四个维度中有 {count} 个是平衡的，因此没有哪一种类型比其他类型更符合。',
    codeLegend: 'X 表示平衡的维度。',
  },
  'zh-HK': {
    withinMargin: '差異在誤差範圍（±{margin} 個百分點）之內，因此兩邊都可能符合您。',
    exactTie: '您的回答正好處於中間，因此兩邊都可能符合您。',
    betweenTwo: '您的回答介於 {first} 和 {second} 之間：有一個維度是平衡的。',
    betweenFour: '您的回答介於四種類型之間：{types}。有兩個維度是平衡的。',
    noType: '您的回答在四個維度中有 {count} 個是平衡的，因此沒有哪一種類型比其他類型更符合。',
    codeLegend: 'X 表示平衡的維度。',
  },
  'fr-FR': {
    withinMargin:
      'L’écart reste dans la marge d’erreur (±{margin} points) : les deux côtés peuvent donc vous décrire.',
    exactTie: 'Vos réponses se situent exactement au milieu : les deux côtés peuvent donc vous décrire.',
    betweenTwo: 'Vos réponses vous placent entre {first} et {second} : un axe est équilibré.',
    betweenFour: 'Vos réponses vous placent entre quatre types : {types}. Deux axes sont équilibrés.',
    noType:
      'Vos réponses sont équilibrées sur {count} des quatre axes : aucun type ne leur correspond mieux qu’un autre.',
    codeLegend: 'X signale un axe équilibré.',
  },
  'es-ES': {
    withinMargin:
      'La diferencia está dentro del margen de error (±{margin} puntos), así que ambos lados pueden describirte.',
    exactTie: 'Tus respuestas quedan justo en el medio, así que ambos lados pueden describirte.',
    betweenTwo: 'Tus respuestas te sitúan entre {first} y {second}: un eje está equilibrado.',
    betweenFour: 'Tus respuestas te sitúan entre cuatro tipos: {types}. Dos ejes están equilibrados.',
    noType:
      'Tus respuestas están equilibradas en {count} de los cuatro ejes, así que ningún tipo encaja mejor que otro.',
    codeLegend: 'La X indica un eje equilibrado.',
  },
  'ja-JP': {
    withinMargin:
      '差は誤差の範囲（±{margin} ポイント）内なので、どちらの側もあなたに当てはまる可能性があります。',
    exactTie: '回答がちょうど真ん中にあるため、どちらの側もあなたに当てはまる可能性があります。',
    betweenTwo: 'あなたの回答は {first} と {second} の間にあります。一つの軸がバランス型です。',
    betweenFour: 'あなたの回答は四つのタイプ（{types}）の間にあります。二つの軸がバランス型です。',
    noType:
      '四つの軸のうち {count} つでバランス型のため、どれか一つのタイプが他よりよく当てはまるとは言えません。',
    codeLegend: 'X はバランス型の軸を表します。',
  },
  'de-DE': {
    withinMargin:
      'Der Unterschied liegt innerhalb der Fehlermarge (±{margin} Prozentpunkte), daher können beide Seiten auf Sie zutreffen.',
    exactTie: 'Ihre Antworten liegen genau in der Mitte, daher können beide Seiten auf Sie zutreffen.',
    betweenTwo: 'Ihre Antworten liegen zwischen {first} und {second}: Eine Achse ist ausgeglichen.',
    betweenFour: 'Ihre Antworten liegen zwischen vier Typen: {types}. Zwei Achsen sind ausgeglichen.',
    noType:
      'Ihre Antworten sind auf {count} der vier Achsen ausgeglichen, daher passt kein Typ besser als ein anderer.',
    codeLegend: 'X steht für eine ausgeglichene Achse.',
  },
  'pt-PT': {
    withinMargin:
      'A diferença está dentro da margem de erro (±{margin} pontos), por isso ambos os lados podem corresponder ao seu perfil.',
    exactTie:
      'As suas respostas ficam exatamente a meio, por isso ambos os lados podem corresponder ao seu perfil.',
    betweenTwo: 'As suas respostas situam-se entre {first} e {second}: um dos eixos está equilibrado.',
    betweenFour: 'As suas respostas situam-se entre quatro tipos: {types}. Dois eixos estão equilibrados.',
    noType:
      'As suas respostas estão equilibradas em {count} dos quatro eixos, por isso nenhum tipo se ajusta melhor do que outro.',
    codeLegend: 'O X indica um eixo equilibrado.',
  },
  'ko-KR': {
    withinMargin: '차이가 오차 범위(±{margin}%p) 안에 있어 양쪽 모두 당신에게 해당할 수 있습니다.',
    exactTie: '응답이 정확히 가운데에 있어 양쪽 모두 당신에게 해당할 수 있습니다.',
    // Every code ends in J or P (제이, 피), read with a final vowel: 와, not 과.
    betweenTwo: '응답 결과는 {first}와 {second} 사이에 있습니다. 한 축이 균형을 이루고 있습니다.',
    betweenFour: '응답 결과는 네 가지 유형({types}) 사이에 있습니다. 두 축이 균형을 이루고 있습니다.',
    noType:
      '네 축 중 {count}개 축에서 균형을 이루고 있어, 어느 한 유형이 다른 유형보다 더 잘 맞는다고 할 수 없습니다.',
    codeLegend: 'X는 균형을 이루는 축을 뜻합니다.',
  },
};

export interface EqWithinErrorCopy {
  /** The score's margin reaches into a neighbouring band: both band texts follow. */
  betweenBands: string;
  /** The margin reaches over both boundaries: no band text. */
  noBand: string;
}

export const EQ_WITHIN_ERROR_COPY: Record<LocaleTag, EqWithinErrorCopy> = {
  'en-US': {
    betweenBands:
      'Your score is within its margin of error (±{margin} points) of the line between two descriptions, so both may fit.',
    noBand:
      'Your answers on this scale differ a lot from one another (±{margin} points), so no single description is given.',
  },
  'zh-CN': {
    betweenBands: '您的分数距两种描述的分界线在误差范围（±{margin} 个百分点）之内，因此两种描述都可能符合。',
    noBand: '您在这一项上的回答彼此差异很大（±{margin} 个百分点），因此不给出单一描述。',
  },
  'zh-HK': {
    betweenBands: '您的分數距兩種描述的分界線在誤差範圍（±{margin} 個百分點）之內，因此兩種描述都可能符合。',
    noBand: '您在這一項上的回答彼此差異很大（±{margin} 個百分點），因此不給出單一描述。',
  },
  'fr-FR': {
    betweenBands:
      'Votre score se situe, à la marge d’erreur près (±{margin} points), à la limite entre deux descriptions : les deux peuvent convenir.',
    noBand:
      'Vos réponses sur cette échelle diffèrent beaucoup les unes des autres (±{margin} points) : aucune description unique n’est donnée.',
  },
  'es-ES': {
    betweenBands:
      'Tu puntuación está, dentro del margen de error (±{margin} puntos), en el límite entre dos descripciones, así que ambas pueden encajar.',
    noBand:
      'Tus respuestas en esta escala difieren mucho entre sí (±{margin} puntos), así que no se da una única descripción.',
  },
  'ja-JP': {
    betweenBands:
      'あなたのスコアは誤差の範囲（±{margin} ポイント）内で二つの説明の境目にあるため、どちらも当てはまる可能性があります。',
    noBand:
      'この尺度へのあなたの回答は互いに大きく異なる（±{margin} ポイント）ため、一つの説明にはまとめていません。',
  },
  'de-DE': {
    betweenBands:
      'Ihr Wert liegt innerhalb der Fehlermarge (±{margin} Prozentpunkte) an der Grenze zwischen zwei Beschreibungen, daher können beide passen.',
    noBand:
      'Ihre Antworten auf dieser Skala weichen stark voneinander ab (±{margin} Prozentpunkte), daher gibt es keine einzelne Beschreibung.',
  },
  'pt-PT': {
    betweenBands:
      'A sua pontuação está, dentro da margem de erro (±{margin} pontos), no limite entre duas descrições, por isso ambas podem corresponder.',
    noBand:
      'As suas respostas nesta escala diferem muito entre si (±{margin} pontos), por isso não é dada uma descrição única.',
  },
  'ko-KR': {
    betweenBands:
      '점수가 오차 범위(±{margin}%p) 안에서 두 설명의 경계에 있어, 두 설명 모두 해당할 수 있습니다.',
    noBand: '이 척도에 대한 응답이 서로 크게 달라(±{margin}%p) 하나의 설명을 드리지 않습니다.',
  },
};
