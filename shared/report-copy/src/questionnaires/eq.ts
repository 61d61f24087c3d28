// EQ result copy (issue 12): one line per scale saying what it covers, a text per score band,
// and the overall line. Scale keys are the exam service's (EQ_SCALES there).
import type { LocaleTag } from '@iq/contracts';

export const EQ_SCALE_KEYS = [
  'self-awareness',
  'self-regulation',
  'self-motivation',
  'empathy',
  'social-skill',
] as const;
export type EqScaleKey = (typeof EQ_SCALE_KEYS)[number];

export const EQ_BANDS = ['low', 'middle', 'high'] as const;
export type EqBand = (typeof EQ_BANDS)[number];

/** Bands on the scale's percentage: low below 40, middle 40 up to (not including) 70, high from 70. */
export function eqBandOf(percent: number): EqBand {
  if (percent < 40) return 'low';
  if (percent < 70) return 'middle';
  return 'high';
}

/**
 * The bands a score reaches within its margin (issue 36): from the band of percent − margin to
 * the band of percent + margin, so one band when the score is clear of every boundary, two when
 * its margin reaches over one, all three when over both. A margin of 0 (or none, in a result
 * stored before margins) gives eqBandOf's band alone.
 */
export function eqBandsWithin(percent: number, margin = 0): EqBand[] {
  const from = EQ_BANDS.indexOf(eqBandOf(Math.max(0, percent - margin)));
  const to = EQ_BANDS.indexOf(eqBandOf(Math.min(100, percent + margin)));
  return EQ_BANDS.slice(from, to + 1);
}

export interface EqScaleCopy {
  /** One line: what the scale is about. */
  description: string;
  bands: Record<EqBand, string>;
}

export const EQ_SCALE_COPY: Record<EqScaleKey, Record<LocaleTag, EqScaleCopy>> = {
  'self-awareness': {
    'en-US': {
      description: 'Noticing your own feelings as they happen and knowing what sets them off.',
      bands: {
        low: 'Your feelings sometimes only become clear after the moment has passed. A short pause to ask yourself "what am I feeling right now?" can bring them into view sooner.',
        middle:
          'You usually notice how you feel, though strong days can blur the picture. Naming the feeling in a word or two helps you keep hold of it.',
        high: 'You tend to know what you feel and why, often while it is happening. That clear view gives you a good starting point for every other skill on this page.',
      },
    },
    'zh-CN': {
      description: '在情绪出现时察觉到它，并知道是什么引发了它。',
      bands: {
        low: '有时您要等事情过去之后，才弄清自己当时的感受。不妨停下片刻，问问自己“我现在是什么感觉”，这样能更早看清情绪。',
        middle:
          '多数时候您能察觉自己的感受，但情绪强烈时就没那么清晰了。用一两个词说出这种感受，有助于把握它。',
        high: '您往往清楚自己的感受及其原因，而且常常在当下就能察觉。这份清晰，是本页其他各项能力的良好起点。',
      },
    },
    'zh-HK': {
      description: '在情緒出現時察覺到它，並知道是甚麼引發了它。',
      bands: {
        low: '有時您要等事情過去之後，才弄清自己當時的感受。不妨停下片刻，問問自己「我現在是甚麼感覺」，這樣能更早看清情緒。',
        middle:
          '大多數時候您能察覺自己的感受，但情緒強烈時就沒那麼清晰了。用一兩個詞說出這種感受，有助您把握它。',
        high: '您往往清楚自己的感受和背後原因，而且常常在當下就能察覺。這份清晰，是本頁其他各項能力的良好起點。',
      },
    },
    'fr-FR': {
      description: 'Remarquer vos émotions au moment où elles surviennent et savoir ce qui les déclenche.',
      bands: {
        low: 'Il arrive que vos émotions ne deviennent claires qu’une fois le moment passé. Une courte pause pour vous demander « qu’est-ce que je ressens, là ? » peut les rendre visibles plus tôt.',
        middle:
          'Vous percevez généralement ce que vous ressentez, même si les journées chargées brouillent parfois l’image. Mettre un ou deux mots sur l’émotion aide à ne pas la perdre de vue.',
        high: 'Vous savez en général ce que vous ressentez et pourquoi, souvent sur le moment. Cette lucidité est un bon point de départ pour toutes les autres compétences de cette page.',
      },
    },
    'es-ES': {
      description: 'Darte cuenta de tus emociones en el momento y saber qué las despierta.',
      bands: {
        low: 'A veces tus emociones solo se aclaran cuando el momento ya ha pasado. Hacer una breve pausa y preguntarte «¿qué estoy sintiendo ahora?» puede ayudarte a verlas antes.',
        middle:
          'Sueles notar cómo te sientes, aunque los días intensos pueden desdibujar la imagen. Ponerle nombre a la emoción con una o dos palabras te ayuda a no perderla de vista.',
        high: 'Normalmente sabes qué sientes y por qué, a menudo en el mismo momento. Esa claridad es un buen punto de partida para todas las demás habilidades de esta página.',
      },
    },
    'ja-JP': {
      description: '自分の感情にその場で気づき、何がきっかけになったかを知る力です。',
      bands: {
        low: '自分の気持ちが、時間がたってから分かることがあるようです。「今、何を感じている？」と少し立ち止まって自問すると、もっと早く気づけるようになります。',
        middle:
          'たいていは自分の気持ちに気づけていますが、心が大きく揺れる日には見えにくくなることもあります。感情を一言、二言で言葉にしてみると、見失いにくくなります。',
        high: '自分が何を感じているか、なぜそう感じるのかを、その場で把握できることが多いようです。その見通しのよさは、このページにある他のすべての力の土台になります。',
      },
    },
    'de-DE': {
      description: 'Die eigenen Gefühle bemerken, während sie entstehen, und wissen, was sie auslöst.',
      bands: {
        low: 'Manchmal wird Ihnen erst im Nachhinein klar, was Sie gefühlt haben. Eine kurze Pause mit der Frage „Was fühle ich gerade?“ kann helfen, es früher zu erkennen.',
        middle:
          'Meist merken Sie, wie es Ihnen geht, auch wenn aufwühlende Tage das Bild trüben können. Das Gefühl mit ein, zwei Worten zu benennen, hilft Ihnen, es im Blick zu behalten.',
        high: 'Sie wissen meist, was Sie fühlen und warum, oft schon im Moment selbst. Dieser klare Blick ist ein guter Ausgangspunkt für alle anderen Fähigkeiten auf dieser Seite.',
      },
    },
    'pt-PT': {
      description: 'Reparar nas próprias emoções no momento em que surgem e saber o que as provoca.',
      bands: {
        low: 'Por vezes, as suas emoções só ficam claras depois de o momento passar. Uma pequena pausa para perguntar «o que estou a sentir agora?» pode ajudar a percebê-las mais cedo.',
        middle:
          'Normalmente repara no que sente, embora os dias mais intensos possam turvar a imagem. Dar um nome à emoção, com uma ou duas palavras, ajuda a não a perder de vista.',
        high: 'Costuma saber o que sente e porquê, muitas vezes no próprio momento. Essa clareza é um bom ponto de partida para todas as outras competências desta página.',
      },
    },
    'ko-KR': {
      description: '감정이 일어나는 순간 알아차리고, 무엇이 그 감정을 불러왔는지 아는 능력입니다.',
      bands: {
        low: '감정이 지나간 뒤에야 그때의 기분이 분명해질 때가 있습니다. 잠시 멈추고 "지금 나는 어떤 기분이지?" 하고 스스로 물어보면 더 일찍 알아차릴 수 있습니다.',
        middle:
          '대체로 자신의 기분을 알아차리지만, 감정이 격한 날에는 잘 보이지 않을 때도 있습니다. 느낌을 한두 단어로 이름 붙여 보면 놓치지 않는 데 도움이 됩니다.',
        high: '무엇을 왜 느끼는지, 그 순간에 바로 아는 경우가 많습니다. 이런 또렷한 시선은 이 페이지의 다른 모든 능력의 좋은 출발점이 됩니다.',
      },
    },
  },
  'self-regulation': {
    'en-US': {
      description: 'Handling strong feelings so that they inform what you do rather than decide it.',
      bands: {
        low: 'Strong feelings can carry you along before you have had a chance to choose. A few slow breaths or a short walk before you reply can give you that chance back.',
        middle:
          'You keep your balance on most days, and pressure sometimes gets the better of you. Spotting your early warning signs makes it easier to step back in time.',
        high: 'You can usually stay steady when things get tense and respond instead of react. People around you are likely to find that calming.',
      },
    },
    'zh-CN': {
      description: '驾驭强烈的情绪，让它为行动提供参考，而不是替您做决定。',
      bands: {
        low: '强烈的情绪有时会在您做出选择之前就把您带走。回应之前慢慢深呼吸几次，或者出去走一小段路，可以把选择权拿回来。',
        middle:
          '大多数日子里您都能保持平衡，只是压力大时偶尔会失控。留意自己最早出现的信号，就更容易及时退后一步。',
        high: '局面紧张时，您通常能保持稳定，先思考再回应，而不是冲动反应。身边的人很可能因此感到安心。',
      },
    },
    'zh-HK': {
      description: '駕馭強烈的情緒，讓它為行動提供參考，而不是替您作決定。',
      bands: {
        low: '強烈的情緒有時會在您作出選擇之前就把您帶走。回應之前慢慢深呼吸幾次，或者出去走一小段路，可以把選擇權拿回來。',
        middle:
          '大部分日子您都能保持平衡，只是壓力大時偶爾會失控。留意自己最早出現的信號，就更容易及時退後一步。',
        high: '局面緊張時，您通常能保持穩定，先思考再回應，而不是衝動反應。身邊的人很可能因此感到安心。',
      },
    },
    'fr-FR': {
      description: 'Accueillir les émotions fortes pour qu’elles éclairent vos actes sans les dicter.',
      bands: {
        low: 'Les émotions fortes peuvent vous emporter avant que vous ayez eu le temps de choisir. Quelques respirations lentes ou un petit tour avant de répondre vous redonnent ce temps.',
        middle:
          'Vous gardez votre équilibre la plupart du temps, même si la pression prend parfois le dessus. Repérer vos premiers signaux d’alerte aide à prendre du recul à temps.',
        high: 'Vous restez en général stable quand la tension monte, et vous répondez au lieu de réagir. Votre entourage trouve sans doute cela apaisant.',
      },
    },
    'es-ES': {
      description: 'Gestionar las emociones intensas para que orienten lo que haces sin decidirlo por ti.',
      bands: {
        low: 'Las emociones fuertes a veces te arrastran antes de que puedas elegir. Respirar despacio unas cuantas veces o dar un paseo corto antes de responder te devuelve ese margen.',
        middle:
          'La mayoría de los días mantienes el equilibrio, aunque la presión a veces puede contigo. Reconocer tus primeras señales de alarma te ayuda a dar un paso atrás a tiempo.',
        high: 'Sueles mantener la calma cuando las cosas se ponen tensas y respondes en lugar de reaccionar. Es probable que a tu alrededor eso se agradezca.',
      },
    },
    'ja-JP': {
      description: '強い感情に振り回されず、行動の判断材料として生かす力です。',
      bands: {
        low: '強い感情に、選ぶ間もなく流されてしまうことがあるようです。返事をする前にゆっくり何度か呼吸する、少し歩くなどすると、選ぶ余裕を取り戻せます。',
        middle:
          'ふだんは落ち着いていられますが、プレッシャーが強いと崩れることもあります。自分の「危険信号」に早めに気づけると、一歩引きやすくなります。',
        high: '緊張した場面でも落ち着きを保ち、反射的ではなく考えて応じられることが多いようです。周りの人はそこに安心感を覚えているでしょう。',
      },
    },
    'de-DE': {
      description: 'Mit starken Gefühlen so umgehen, dass sie Ihr Handeln leiten, aber nicht bestimmen.',
      bands: {
        low: 'Starke Gefühle reißen Sie manchmal mit, bevor Sie selbst entscheiden konnten. Ein paar ruhige Atemzüge oder ein kurzer Gang, bevor Sie antworten, verschaffen Ihnen diesen Moment zurück.',
        middle:
          'An den meisten Tagen bleiben Sie im Gleichgewicht, unter Druck gelingt das nicht immer. Wer die eigenen Warnsignale früh bemerkt, kann leichter rechtzeitig einen Schritt zurücktreten.',
        high: 'Auch in angespannten Lagen bleiben Sie meist gelassen und antworten überlegt statt impulsiv. Ihr Umfeld empfindet das vermutlich als beruhigend.',
      },
    },
    'pt-PT': {
      description: 'Lidar com emoções fortes de modo que orientem o que faz, sem decidirem por si.',
      bands: {
        low: 'As emoções fortes podem levá-lo antes de ter tempo para escolher. Respirar devagar algumas vezes ou dar uma pequena volta antes de responder devolve-lhe esse tempo.',
        middle:
          'Na maior parte dos dias mantém o equilíbrio, embora a pressão por vezes leve a melhor. Reconhecer os seus primeiros sinais de alerta torna mais fácil recuar a tempo.',
        high: 'Costuma manter a serenidade quando as coisas ficam tensas, e responde em vez de reagir. Quem está à sua volta sente provavelmente essa calma.',
      },
    },
    'ko-KR': {
      description: '강한 감정이 행동을 대신 결정하지 않고, 판단에 참고가 되도록 다루는 능력입니다.',
      bands: {
        low: '강한 감정이 선택할 틈도 없이 먼저 앞서 나갈 때가 있습니다. 대답하기 전에 천천히 몇 번 숨을 쉬거나 잠깐 걸어 보면 선택할 여유를 되찾을 수 있습니다.',
        middle:
          '대부분의 날에는 균형을 잘 유지하지만, 압박이 크면 흔들리기도 합니다. 자신만의 초기 경고 신호를 알아 두면 제때 한발 물러서기가 쉬워집니다.',
        high: '긴장된 상황에서도 대체로 차분함을 지키며, 충동적으로 반응하기보다 생각하고 응답합니다. 주변 사람들은 그런 모습에서 안정감을 느낄 것입니다.',
      },
    },
  },
  'self-motivation': {
    'en-US': {
      description: 'Keeping yourself going towards a goal, especially when no one is checking.',
      bands: {
        low: 'Getting started or keeping going may often depend on outside pressure. Small, visible steps and a reason that matters to you can make the work feel worth it again.',
        middle:
          'You find your drive when a goal means something to you, and it dips when it does not. Linking dull tasks to what you care about can even out the ups and downs.',
        high: 'You tend to keep moving towards your goals even when progress is slow or unseen. Setbacks are more likely to make you adjust the plan than drop it.',
      },
    },
    'zh-CN': {
      description: '朝着目标持续前进，尤其是在没有人督促的时候。',
      bands: {
        low: '开始做事或坚持下去，常常要靠外界的压力。把目标拆成看得见的小步，再找到一个对您真正重要的理由，会让努力重新显得值得。',
        middle:
          '目标对您有意义时，您就有干劲；没有意义时，干劲就会下降。把枯燥的任务和您在乎的事情联系起来，可以减少这种起伏。',
        high: '即使进展缓慢、没人看见，您也往往会继续朝目标前进。遇到挫折时，您更可能调整计划，而不是放弃。',
      },
    },
    'zh-HK': {
      description: '朝着目標持續前進，尤其是在沒有人督促的時候。',
      bands: {
        low: '開始做事或堅持下去，往往要靠外界的壓力。把目標拆成看得見的小步，再找到一個對您真正重要的理由，會讓努力重新顯得值得。',
        middle:
          '目標對您有意義時，您就有幹勁；沒有意義時，幹勁就會下降。把沉悶的工作和您在乎的事情聯繫起來，可以減少這種起伏。',
        high: '即使進展緩慢、沒人看見，您也往往會繼續朝目標前進。遇到挫折時，您較可能調整計劃，而不是放棄。',
      },
    },
    'fr-FR': {
      description: 'Avancer vers un objectif par vous-même, surtout quand personne ne vérifie.',
      bands: {
        low: 'Vous lancer ou tenir la distance dépend peut-être souvent d’une pression extérieure. De petites étapes bien visibles et une raison qui compte pour vous peuvent redonner du sens à l’effort.',
        middle:
          'Votre élan est là quand un objectif vous parle, et il retombe quand ce n’est pas le cas. Relier les tâches ingrates à ce qui vous tient à cœur peut lisser ces hauts et ces bas.',
        high: 'Vous continuez en général d’avancer vers vos objectifs, même quand les progrès sont lents ou invisibles. Un revers vous pousse plutôt à ajuster le plan qu’à l’abandonner.',
      },
    },
    'es-ES': {
      description: 'Seguir avanzando hacia una meta por tu cuenta, sobre todo cuando nadie te lo pide.',
      bands: {
        low: 'Puede que empezar o seguir adelante dependa a menudo de la presión de fuera. Dar pasos pequeños y visibles, y tener un motivo que de verdad te importe, puede hacer que el esfuerzo vuelva a merecer la pena.',
        middle:
          'Encuentras el empuje cuando una meta significa algo para ti, y flojea cuando no. Relacionar las tareas pesadas con lo que te importa puede suavizar esos altibajos.',
        high: 'Sueles seguir avanzando hacia tus metas aunque el progreso sea lento o nadie lo vea. Un tropiezo te lleva más a ajustar el plan que a abandonarlo.',
      },
    },
    'ja-JP': {
      description: '誰にも見られていないときでも、目標に向かって自分を動かし続ける力です。',
      bands: {
        low: '始めることや続けることが、外からのプレッシャー次第になりがちなようです。目に見える小さな一歩と、自分にとって大切な理由があれば、努力がまた意味のあるものに感じられます。',
        middle:
          '目標に意味を感じるとやる気が出て、そうでないときは下がりやすいようです。退屈な作業を自分の大切にしていることと結びつけると、波が小さくなります。',
        high: '進みが遅くても、誰にも見えなくても、目標に向かって進み続けられることが多いようです。つまずいても、あきらめるより計画を見直すほうを選びやすいでしょう。',
      },
    },
    'de-DE': {
      description: 'Sich selbst auf ein Ziel hin antreiben, gerade wenn niemand nachfragt.',
      bands: {
        low: 'Anfangen und Dranbleiben hängen bei Ihnen womöglich oft von Druck von außen ab. Kleine, sichtbare Schritte und ein Grund, der Ihnen wirklich wichtig ist, können die Mühe wieder lohnend machen.',
        middle:
          'Wenn ein Ziel Ihnen etwas bedeutet, sind Sie mit Schwung dabei, sonst lässt der Antrieb nach. Lästige Aufgaben mit dem zu verbinden, was Ihnen am Herzen liegt, gleicht das Auf und Ab aus.',
        high: 'Sie bleiben meist an Ihren Zielen dran, auch wenn Fortschritte langsam oder unsichtbar sind. Rückschläge bringen Sie eher dazu, den Plan anzupassen, als ihn aufzugeben.',
      },
    },
    'pt-PT': {
      description: 'Manter-se em movimento rumo a um objetivo, sobretudo quando ninguém está a ver.',
      bands: {
        low: 'Começar ou continuar pode depender muitas vezes da pressão de fora. Passos pequenos e visíveis, e uma razão que lhe importe de verdade, podem voltar a dar sentido ao esforço.',
        middle:
          'Encontra energia quando um objetivo significa algo para si, e ela baixa quando não significa. Ligar as tarefas aborrecidas àquilo que lhe importa pode atenuar esses altos e baixos.',
        high: 'Costuma continuar a avançar para os seus objetivos, mesmo quando o progresso é lento ou ninguém o vê. Um contratempo leva-o mais a ajustar o plano do que a desistir.',
      },
    },
    'ko-KR': {
      description: '아무도 확인하지 않을 때에도 목표를 향해 스스로 나아가는 능력입니다.',
      bands: {
        low: '시작하거나 계속해 나가는 일이 외부의 압박에 좌우될 때가 많은 듯합니다. 눈에 보이는 작은 단계와 자신에게 정말 중요한 이유가 있으면 노력이 다시 의미 있게 느껴질 수 있습니다.',
        middle:
          '목표가 의미 있을 때는 의욕이 생기고, 그렇지 않을 때는 의욕이 떨어집니다. 지루한 일을 자신이 소중히 여기는 것과 연결하면 기복이 줄어듭니다.',
        high: '진전이 더디거나 눈에 띄지 않아도 목표를 향해 꾸준히 나아가는 편입니다. 좌절을 겪어도 포기하기보다 계획을 고쳐 나갈 가능성이 큽니다.',
      },
    },
  },
  empathy: {
    'en-US': {
      description: 'Sensing what other people feel and seeing things from where they stand.',
      bands: {
        low: 'Other people’s feelings may not always be easy to read, especially when they do not say them aloud. Asking "how is this for you?" and listening to the answer is a good place to start.',
        middle:
          'You often pick up how others feel, more easily with people you know well. Slowing down to listen before you answer can widen that circle.',
        high: 'You tend to sense what others feel, often before they say it. People probably come to you when they need to feel understood.',
      },
    },
    'zh-CN': {
      description: '感受到他人的情绪，并能站在对方的角度看问题。',
      bands: {
        low: '别人的感受有时不太容易读懂，尤其是在对方没有说出口的时候。问一句“这件事你感觉怎么样？”，然后认真倾听，是个不错的开始。',
        middle:
          '您常常能体会别人的感受，面对熟悉的人时更容易做到。回答之前先放慢脚步、听对方说完，可以让这个范围变得更大。',
        high: '您往往能感受到别人的情绪，甚至在对方开口之前。需要被理解的时候，人们大概会来找您。',
      },
    },
    'zh-HK': {
      description: '感受到別人的情緒，並能站在對方的角度看事情。',
      bands: {
        low: '別人的感受有時不太容易讀懂，尤其是在對方沒有說出口的時候。問一句「這件事你覺得怎樣？」，然後用心聆聽，是個不錯的開始。',
        middle:
          '您常常能體會別人的感受，面對熟悉的人時更容易做到。回答之前先放慢腳步、聽對方說完，可以讓這個範圍變得更大。',
        high: '您往往能感受到別人的情緒，甚至在對方開口之前。需要被理解的時候，大家大概都會來找您。',
      },
    },
    'fr-FR': {
      description: 'Percevoir ce que ressentent les autres et voir les choses de leur point de vue.',
      bands: {
        low: 'Les émotions des autres ne sont pas toujours faciles à lire, surtout quand elles restent non dites. Demander « comment le vis-tu ? » et écouter vraiment la réponse est un bon début.',
        middle:
          'Vous sentez souvent ce que les autres éprouvent, plus facilement avec vos proches. Ralentir pour écouter avant de répondre peut élargir ce cercle.',
        high: 'Vous percevez en général ce que les autres ressentent, souvent avant qu’ils le disent. On vient sans doute vers vous quand on a besoin d’être compris.',
      },
    },
    'es-ES': {
      description: 'Captar lo que sienten los demás y ver las cosas desde su lugar.',
      bands: {
        low: 'Puede que no siempre te resulte fácil leer lo que sienten los demás, sobre todo si no lo dicen. Preguntar «¿cómo lo estás viviendo?» y escuchar la respuesta es un buen comienzo.',
        middle:
          'A menudo captas cómo se sienten los demás, con más facilidad si los conoces bien. Ir más despacio y escuchar antes de responder puede ampliar ese círculo.',
        high: 'Sueles percibir lo que sienten los demás, a menudo antes de que lo digan. Es probable que acudan a ti cuando necesitan sentirse comprendidos.',
      },
    },
    'ja-JP': {
      description: '相手の気持ちを感じ取り、相手の立場から物事を見る力です。',
      bands: {
        low: '人の気持ちは、とくに言葉にされないと読み取りにくいことがあるようです。「あなたにとってはどう？」と尋ね、その答えにしっかり耳を傾けることから始めてみましょう。',
        middle:
          '人の気持ちに気づけることが多く、親しい相手ならなおさらです。答える前に一呼吸おいて話を聞くと、その範囲が広がります。',
        high: '相手が口にする前から、その気持ちを感じ取れることが多いようです。わかってほしいとき、人はあなたのところに来るのではないでしょうか。',
      },
    },
    'de-DE': {
      description: 'Spüren, was andere fühlen, und die Dinge aus ihrer Sicht sehen.',
      bands: {
        low: 'Die Gefühle anderer sind nicht immer leicht zu lesen, vor allem wenn sie unausgesprochen bleiben. Zu fragen „Wie ist das für dich?“ und der Antwort wirklich zuzuhören, ist ein guter Anfang.',
        middle:
          'Sie spüren oft, wie es anderen geht, bei vertrauten Menschen fällt es Ihnen leichter. Langsamer zu werden und zuzuhören, bevor Sie antworten, kann diesen Kreis erweitern.',
        high: 'Sie spüren meist, was andere fühlen, oft schon bevor sie es aussprechen. Wer sich verstanden fühlen möchte, kommt vermutlich zu Ihnen.',
      },
    },
    'pt-PT': {
      description: 'Perceber o que os outros sentem e ver as coisas a partir do lugar deles.',
      bands: {
        low: 'Nem sempre é fácil ler o que os outros sentem, sobretudo quando não o dizem. Perguntar «como é que isto é para ti?» e ouvir a resposta com atenção é um bom começo.',
        middle:
          'Apercebe-se muitas vezes do que os outros sentem, com mais facilidade junto de quem conhece bem. Abrandar e ouvir antes de responder pode alargar esse círculo.',
        high: 'Costuma perceber o que os outros sentem, muitas vezes antes de o dizerem. É provável que as pessoas o procurem quando precisam de se sentir compreendidas.',
      },
    },
    'ko-KR': {
      description: '다른 사람의 감정을 느끼고, 그 사람의 입장에서 상황을 보는 능력입니다.',
      bands: {
        low: '다른 사람의 감정은, 특히 말로 드러나지 않을 때 읽기 쉽지 않을 수 있습니다. "너는 이 일이 어때?" 하고 묻고 그 대답에 귀 기울이는 것부터 시작해 보세요.',
        middle:
          '다른 사람의 기분을 자주 알아차리며, 잘 아는 사람일수록 더 쉽게 느낍니다. 대답하기 전에 속도를 늦추고 먼저 들어 보면 그 범위를 넓힐 수 있습니다.',
        high: '상대가 말하기 전에 그 마음을 먼저 느끼는 경우가 많습니다. 이해받고 싶을 때 사람들은 아마 당신을 찾아올 것입니다.',
      },
    },
  },
  'social-skill': {
    'en-US': {
      description: 'Building good working relationships, handling disagreement and bringing people along.',
      bands: {
        low: 'Groups, small talk or disagreements may feel like hard work. One honest conversation at a time, with someone you trust, is a good way to build ease.',
        middle:
          'You get on well with most people, and tense moments can still throw you. Saying what you need plainly and kindly carries you a long way.',
        high: 'You tend to connect easily, smooth over friction and get people pulling in the same direction. Others probably enjoy working alongside you.',
      },
    },
    'zh-CN': {
      description: '建立良好的合作关系，处理分歧，并带动身边的人。',
      bands: {
        low: '人多的场合、闲聊或意见不合，可能会让您觉得很费力。每次和一位您信任的人真诚地聊一聊，是慢慢变得自在的好方法。',
        middle:
          '您和大多数人都相处得不错，但紧张的时刻仍可能让您乱了阵脚。坦率而友善地说出自己的需要，会让您走得更远。',
        high: '您往往很容易与人建立联系，化解摩擦，让大家朝同一个方向努力。别人大概都很喜欢和您一起做事。',
      },
    },
    'zh-HK': {
      description: '建立良好的合作關係，處理分歧，並帶動身邊的人。',
      bands: {
        low: '人多的場合、閒聊或意見不合，可能會讓您覺得很吃力。每次與一位您信任的人真誠地談一談，是慢慢變得自在的好方法。',
        middle:
          '您和大多數人都相處得不錯，但緊張的時刻仍可能令您亂了陣腳。坦率而友善地說出自己的需要，會讓您走得更遠。',
        high: '您往往很容易與人建立聯繫，化解磨擦，讓大家朝同一方向努力。別人大概都很喜歡和您一起做事。',
      },
    },
    'fr-FR': {
      description: 'Construire de bonnes relations de travail, gérer les désaccords et entraîner les autres.',
      bands: {
        low: 'Les groupes, les bavardages ou les désaccords vous demandent peut-être beaucoup d’énergie. Une conversation sincère à la fois, avec une personne de confiance, est un bon moyen de gagner en aisance.',
        middle:
          'Vous vous entendez bien avec la plupart des gens, même si les moments tendus peuvent encore vous déstabiliser. Dire ce dont vous avez besoin, simplement et avec bienveillance, vous mènera loin.',
        high: 'Vous créez facilement des liens, apaisez les frictions et faites avancer tout le monde dans la même direction. On aime sans doute travailler à vos côtés.',
      },
    },
    'es-ES': {
      description:
        'Crear buenas relaciones de trabajo, gestionar los desacuerdos y arrastrar a los demás contigo.',
      bands: {
        low: 'Los grupos, la charla informal o los desacuerdos pueden costarte bastante. Una conversación sincera cada vez, con alguien de confianza, es una buena manera de ganar soltura.',
        middle:
          'Te llevas bien con la mayoría de la gente, aunque los momentos tensos todavía pueden descolocarte. Decir lo que necesitas con claridad y amabilidad te llevará lejos.',
        high: 'Sueles conectar con facilidad, suavizar roces y hacer que todos remen en la misma dirección. Seguramente a los demás les gusta trabajar contigo.',
      },
    },
    'ja-JP': {
      description: '良い協力関係を築き、意見の違いに対処し、周りを巻き込んでいく力です。',
      bands: {
        low: '大勢の場や雑談、意見の対立は、かなりエネルギーを使うものに感じられるかもしれません。信頼できる人と一度に一つ、率直な会話を重ねることが、気楽さを育てる近道です。',
        middle:
          'たいていの人とうまくやれていますが、張りつめた場面ではまだ戸惑うこともあるようです。必要なことを率直に、そして思いやりをもって伝えられれば、大きな力になります。',
        high: '人とすぐに打ち解け、摩擦を和らげ、みんなを同じ方向へまとめることが得意なようです。一緒に働くのを楽しみにしている人も多いでしょう。',
      },
    },
    'de-DE': {
      description:
        'Gute Arbeitsbeziehungen aufbauen, mit Meinungsverschiedenheiten umgehen und andere mitnehmen.',
      bands: {
        low: 'Gruppen, Smalltalk oder Streit kosten Sie womöglich viel Kraft. Ein ehrliches Gespräch nach dem anderen, mit jemandem, dem Sie vertrauen, ist ein guter Weg zu mehr Leichtigkeit.',
        middle:
          'Sie kommen mit den meisten Menschen gut aus, doch angespannte Momente können Sie noch aus dem Konzept bringen. Klar und freundlich zu sagen, was Sie brauchen, bringt Sie weit.',
        high: 'Sie finden leicht Kontakt, glätten Reibungen und bringen Menschen dazu, an einem Strang zu ziehen. Andere arbeiten vermutlich gern mit Ihnen zusammen.',
      },
    },
    'pt-PT': {
      description: 'Criar boas relações de trabalho, gerir desacordos e levar os outros consigo.',
      bands: {
        low: 'Os grupos, a conversa de circunstância ou os desacordos podem exigir-lhe bastante esforço. Uma conversa sincera de cada vez, com alguém de confiança, é uma boa forma de ganhar à-vontade.',
        middle:
          'Dá-se bem com a maioria das pessoas, embora os momentos tensos ainda o possam desarmar. Dizer o que precisa com clareza e simpatia leva-o longe.',
        high: 'Costuma criar laços com facilidade, atenuar atritos e pôr todos a remar para o mesmo lado. Os outros gostam provavelmente de trabalhar consigo.',
      },
    },
    'ko-KR': {
      description: '좋은 협력 관계를 만들고, 의견 차이를 다루며, 사람들을 함께 이끄는 능력입니다.',
      bands: {
        low: '여럿이 모인 자리나 가벼운 잡담, 의견 충돌이 꽤 힘들게 느껴질 수 있습니다. 믿을 수 있는 사람과 한 번에 한 번씩 솔직한 대화를 나누는 것이 편안함을 키우는 좋은 방법입니다.',
        middle:
          '대부분의 사람과 잘 지내지만, 긴장된 순간에는 아직 당황할 때가 있습니다. 필요한 것을 분명하고 친절하게 말할 수 있으면 큰 힘이 됩니다.',
        high: '사람들과 쉽게 가까워지고, 갈등을 부드럽게 풀며, 모두가 같은 방향으로 힘을 모으게 하는 편입니다. 다른 사람들도 당신과 함께 일하는 것을 즐길 것입니다.',
      },
    },
  },
};

/** The line above the five scales; fill with `fillTemplate(t, { percent })`. */
export const EQ_OVERALL_TEMPLATE: Record<LocaleTag, string> = {
  'en-US':
    'Across all five scales your answers come to {percent}%, a snapshot of how you see yourself today rather than a fixed score.',
  'zh-CN': '五项合计，您的答案得分为 {percent}%，这是您此刻如何看待自己的一张快照，而不是一成不变的分数。',
  'zh-HK': '五項合計，您的答案得分為 {percent}%，這是您此刻如何看待自己的一張快照，而不是一成不變的分數。',
  'fr-FR':
    'Sur les cinq échelles, vos réponses donnent {percent} %, un instantané de la façon dont vous vous voyez aujourd’hui plutôt qu’un score figé.',
  'es-ES':
    'En el conjunto de las cinco escalas, tus respuestas suman un {percent} %, una instantánea de cómo te ves hoy más que una puntuación fija.',
  'ja-JP':
    '五つの尺度を合わせると、あなたの回答は {percent}% になります。これは固定された点数ではなく、今のあなたが自分をどう見ているかを映したスナップショットです。',
  'de-DE':
    'Über alle fünf Skalen ergeben Ihre Antworten {percent} %, eine Momentaufnahme Ihrer Selbsteinschätzung und kein feststehender Wert.',
  'pt-PT':
    'Nas cinco escalas em conjunto, as suas respostas somam {percent} %, um retrato de como se vê hoje e não uma pontuação fixa.',
  'ko-KR':
    '다섯 가지 척도를 모두 합하면 응답 점수는 {percent}%입니다. 이는 고정된 점수가 아니라 지금 자신을 어떻게 보고 있는지 보여 주는 스냅숏입니다.',
};
