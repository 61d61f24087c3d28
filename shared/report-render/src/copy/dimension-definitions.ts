// Issue 36: how each dimension is computed (the definitions the report's sentences are chosen
// from), the "not measured" label and the guessing notice, in the nine locales. The screens
// (mfe-report) carry the same text under dimensions.definitions*, levels.notMeasured and
// score.guessing; ./dimension-definitions.test.ts fails on any difference. Change the screen's
// locale file first, then here. What the rules are: docs/dimensions.md.
import type { IndicatorId, LocaleTag } from '@iq/contracts';

export interface DimensionDefinitions {
  title: string;
  note: string;
  notMeasured: string;
  definitions: Readonly<Record<IndicatorId, string>>;
  guessing: { title: string; body: string };
}

export const DIMENSION_DEFINITIONS: Readonly<Record<LocaleTag, DimensionDefinitions>> = {
  'en-US': {
    title: 'How each dimension is computed',
    note: 'Every dimension is computed from this test’s answers and times by the rule below; each sentence says only what that rule measured. Where the answers hold too little, the dimension says “not measured”; when the answers look like guessing, none is shown.',
    notMeasured: 'Not measured',
    definitions: {
      memory:
        'Your right answers on the questions with two parts to keep track of (about 26 of the 30), compared with the number an average test-taker gets right on the same questions: the difference divided by the spread expected by chance, cut at −1.5, −0.5, +0.5 and +1.5 into levels 1 to 5. High means more right answers there than the average test-taker. Rough on 30 items: one level either way is within chance. Not measured with fewer than 6 such questions.',
      speed:
        'Your median time on the questions you got right, as a share of the time allowed per question (time limit ÷ number of questions): under 30% is level 5, 30–50% level 4, 50–80% level 3, 80–110% level 2, over 110% level 1. High means quick on what you solved; it says nothing about how many you solved. A median of 8 or more times is stable to about one level. Not measured with fewer than 8 right answers.',
      reaction:
        'Your median time on the six easiest questions that you got right, as a share of the time allowed per question: under 15% is level 5, 15–30% level 4, 30–50% level 3, 50–80% level 2, over 80% level 1. High means you answered easy questions quickly. Its cut points are half those of speed, so the two disagree only when the easy questions really took you longer (or shorter) than the rest. It rests on at most six times, so it is the least precise. Not measured with fewer than 3 right answers there.',
      concentration:
        'Slips: wrong answers on the easier questions (the first twelve), compared with the number your overall result predicts there; the difference divided by the spread expected by chance, cut like memory. High means fewer slips than predicted; it does not say how many answers were right overall. It rests on twelve questions, so one level either way is within chance. Not measured when your result predicts fewer than 70% right there, because misses could not be told apart from difficulty.',
      logic:
        'Your right answers on the questions where three or more rules change at once (about 18 of the 30), compared with the number an average test-taker gets right on the same questions, scored like memory. High means more right answers there than the average test-taker. Rough on 30 items: one level either way is within chance. Not measured with fewer than 6 such questions.',
    },
    guessing: {
      title: 'Your answers look like guessing',
      body: 'Many answers came faster than the questions can be read, followed a pattern of positions, or did not follow the questions’ difficulty. This score cannot be trusted. We recommend retaking the test for free and taking your time on each question.',
    },
  },
  'fr-FR': {
    title: 'Comment chaque dimension est calculée',
    note: 'Chaque dimension est calculée à partir des réponses et des temps de ce test selon la règle ci-dessous ; chaque phrase ne dit que ce que cette règle a mesuré. Quand les réponses en disent trop peu, la dimension indique « non mesuré » ; quand les réponses ressemblent à du hasard, aucune n’est affichée.',
    notMeasured: 'Non mesuré',
    definitions: {
      memory:
        'Vos bonnes réponses aux questions à deux éléments à suivre (environ 26 sur 30), comparées au nombre qu’un participant moyen réussit sur les mêmes questions : l’écart divisé par la dispersion due au hasard, découpé à −1,5, −0,5, +0,5 et +1,5 en niveaux 1 à 5. Élevé signifie plus de bonnes réponses que le participant moyen. Approximatif sur 30 questions : un niveau de plus ou de moins reste dans le hasard. Non mesuré avec moins de 6 questions de ce type.',
      speed:
        'Votre temps médian sur les questions réussies, en part du temps prévu par question (durée totale ÷ nombre de questions) : moins de 30 % donne le niveau 5, 30 à 50 % le niveau 4, 50 à 80 % le niveau 3, 80 à 110 % le niveau 2, plus de 110 % le niveau 1. Élevé signifie rapide sur ce que vous avez résolu ; cela ne dit rien du nombre de réponses justes. Une médiane d’au moins 8 temps est stable à un niveau près environ. Non mesuré avec moins de 8 bonnes réponses.',
      reaction:
        'Votre temps médian sur les six questions les plus faciles que vous avez réussies, en part du temps prévu par question : moins de 15 % donne le niveau 5, 15 à 30 % le niveau 4, 30 à 50 % le niveau 3, 50 à 80 % le niveau 2, plus de 80 % le niveau 1. Élevé signifie que vous avez répondu vite aux questions faciles. Ses seuils sont la moitié de ceux de la vitesse : les deux ne divergent que si les questions faciles vous ont vraiment pris plus (ou moins) de temps que les autres. Il repose sur six temps au plus : c’est le moins précis. Non mesuré avec moins de 3 bonnes réponses parmi elles.',
      concentration:
        'Les erreurs d’inattention : les mauvaises réponses aux questions plus faciles (les douze premières), comparées au nombre que prévoit votre résultat global ; l’écart divisé par la dispersion due au hasard, découpé comme pour la mémoire. Élevé signifie moins d’erreurs que prévu ; cela ne dit pas combien de réponses étaient justes au total. Il repose sur douze questions : un niveau de plus ou de moins reste dans le hasard. Non mesuré quand votre résultat prévoit moins de 70 % de réussite sur ces questions, car les échecs ne se distingueraient pas de la difficulté.',
      logic:
        'Vos bonnes réponses aux questions où trois règles ou plus changent à la fois (environ 18 sur 30), comparées au nombre qu’un participant moyen réussit sur les mêmes questions, calculé comme pour la mémoire. Élevé signifie plus de bonnes réponses que le participant moyen. Approximatif sur 30 questions : un niveau de plus ou de moins reste dans le hasard. Non mesuré avec moins de 6 questions de ce type.',
    },
    guessing: {
      title: 'Vos réponses ressemblent à des réponses au hasard',
      body: 'Beaucoup de réponses sont arrivées plus vite qu’on ne peut lire les questions, ont suivi un motif de positions, ou ne suivaient pas la difficulté des questions. Ce score n’est pas fiable. Nous vous conseillons de refaire le test gratuitement en prenant votre temps sur chaque question.',
    },
  },
  'es-ES': {
    title: 'Cómo se calcula cada dimensión',
    note: 'Cada dimensión se calcula a partir de las respuestas y los tiempos de este test con la regla de abajo; cada frase dice solo lo que esa regla midió. Si las respuestas dicen demasiado poco, la dimensión indica «no medido»; si las respuestas parecen dadas al azar, no se muestra ninguna.',
    notMeasured: 'No medido',
    definitions: {
      memory:
        'Tus aciertos en las preguntas con dos partes que seguir (unas 26 de las 30), comparados con los que logra un participante medio en las mismas preguntas: la diferencia dividida por la dispersión esperable por azar, cortada en −1,5, −0,5, +0,5 y +1,5 en niveles del 1 al 5. Alto significa más aciertos ahí que el participante medio. Aproximado con 30 preguntas: un nivel arriba o abajo cabe en el azar. No medido con menos de 6 preguntas de ese tipo.',
      speed:
        'Tu tiempo mediano en las preguntas que acertaste, como parte del tiempo previsto por pregunta (tiempo total ÷ número de preguntas): menos del 30 % es el nivel 5, del 30 al 50 % el 4, del 50 al 80 % el 3, del 80 al 110 % el 2, más del 110 % el 1. Alto significa rapidez en lo que resolviste; no dice cuántas resolviste. Una mediana de 8 tiempos o más es estable con un margen de un nivel. No medido con menos de 8 aciertos.',
      reaction:
        'Tu tiempo mediano en las seis preguntas más fáciles que acertaste, como parte del tiempo previsto por pregunta: menos del 15 % es el nivel 5, del 15 al 30 % el 4, del 30 al 50 % el 3, del 50 al 80 % el 2, más del 80 % el 1. Alto significa que respondiste rápido a las preguntas fáciles. Sus cortes son la mitad de los de velocidad, así que ambas solo discrepan si las preguntas fáciles de verdad te llevaron más (o menos) tiempo que el resto. Se basa en seis tiempos como mucho: es la menos precisa. No medido con menos de 3 aciertos entre ellas.',
      concentration:
        'Los despistes: respuestas erróneas en las preguntas más fáciles (las doce primeras), comparadas con las que predice tu resultado global; la diferencia dividida por la dispersión esperable por azar, cortada como en memoria. Alto significa menos despistes de los previstos; no dice cuántas respuestas acertaste en total. Se basa en doce preguntas: un nivel arriba o abajo cabe en el azar. No medido cuando tu resultado predice menos de un 70 % de aciertos ahí, porque los fallos no se distinguirían de la dificultad.',
      logic:
        'Tus aciertos en las preguntas en las que cambian tres reglas o más a la vez (unas 18 de las 30), comparados con los de un participante medio en las mismas preguntas, calculado como en memoria. Alto significa más aciertos ahí que el participante medio. Aproximado con 30 preguntas: un nivel arriba o abajo cabe en el azar. No medido con menos de 6 preguntas de ese tipo.',
    },
    guessing: {
      title: 'Tus respuestas parecen dadas al azar',
      body: 'Muchas respuestas llegaron más rápido de lo que se tarda en leer las preguntas, siguieron un patrón de posiciones o no siguieron la dificultad de las preguntas. No se puede confiar en esta puntuación. Te recomendamos repetir el test gratis y tomarte tu tiempo en cada pregunta.',
    },
  },
  'de-DE': {
    title: 'So wird jede Dimension berechnet',
    note: 'Jede Dimension wird nach der Regel unten aus den Antworten und Zeiten dieses Tests berechnet; jeder Satz sagt nur, was diese Regel gemessen hat. Geben die Antworten zu wenig her, steht dort „nicht gemessen“; sehen die Antworten nach Raten aus, wird keine gezeigt.',
    notMeasured: 'Nicht gemessen',
    definitions: {
      memory:
        'Ihre richtigen Antworten bei den Aufgaben mit zwei Teilen, die man im Blick behalten muss (etwa 26 von 30), verglichen mit der Zahl, die der Durchschnitt der Teilnehmenden bei denselben Aufgaben richtig hat: die Differenz geteilt durch die zufällig zu erwartende Streuung, bei −1,5, −0,5, +0,5 und +1,5 in die Stufen 1 bis 5 geteilt. Hoch heißt: dort mehr richtige Antworten als der Durchschnitt. Bei 30 Aufgaben grob: eine Stufe mehr oder weniger liegt im Zufall. Nicht gemessen bei weniger als 6 solchen Aufgaben.',
      speed:
        'Ihre mittlere Zeit (Median) bei den richtig gelösten Aufgaben, als Anteil der pro Aufgabe vorgesehenen Zeit (Zeitlimit ÷ Zahl der Aufgaben): unter 30 % ist Stufe 5, 30–50 % Stufe 4, 50–80 % Stufe 3, 80–110 % Stufe 2, über 110 % Stufe 1. Hoch heißt: schnell bei dem, was Sie gelöst haben; über die Zahl der Lösungen sagt es nichts. Ein Median aus 8 oder mehr Zeiten ist auf etwa eine Stufe stabil. Nicht gemessen bei weniger als 8 richtigen Antworten.',
      reaction:
        'Ihre mittlere Zeit (Median) bei den sechs leichtesten Aufgaben, die Sie richtig gelöst haben, als Anteil der pro Aufgabe vorgesehenen Zeit: unter 15 % ist Stufe 5, 15–30 % Stufe 4, 30–50 % Stufe 3, 50–80 % Stufe 2, über 80 % Stufe 1. Hoch heißt: leichte Aufgaben schnell beantwortet. Die Grenzen sind halb so groß wie beim Tempo, daher widersprechen sich beide nur, wenn die leichten Aufgaben Sie wirklich länger (oder kürzer) beschäftigt haben als die übrigen. Beruht auf höchstens sechs Zeiten und ist daher am ungenauesten. Nicht gemessen bei weniger als 3 richtigen Antworten dort.',
      concentration:
        'Flüchtigkeitsfehler: falsche Antworten bei den leichteren Aufgaben (den ersten zwölf), verglichen mit der Zahl, die Ihr Gesamtergebnis dort erwarten lässt; die Differenz geteilt durch die zufällig zu erwartende Streuung, eingeteilt wie beim Gedächtnis. Hoch heißt: weniger Fehler als erwartet; wie viele Antworten insgesamt richtig waren, sagt es nicht. Beruht auf zwölf Aufgaben: eine Stufe mehr oder weniger liegt im Zufall. Nicht gemessen, wenn Ihr Ergebnis dort weniger als 70 % richtige Antworten erwarten lässt, weil sich Fehler dann nicht von der Schwierigkeit trennen lassen.',
      logic:
        'Ihre richtigen Antworten bei den Aufgaben, in denen sich drei oder mehr Regeln zugleich ändern (etwa 18 von 30), verglichen mit dem Durchschnitt der Teilnehmenden bei denselben Aufgaben, berechnet wie beim Gedächtnis. Hoch heißt: dort mehr richtige Antworten als der Durchschnitt. Bei 30 Aufgaben grob: eine Stufe mehr oder weniger liegt im Zufall. Nicht gemessen bei weniger als 6 solchen Aufgaben.',
    },
    guessing: {
      title: 'Ihre Antworten sehen nach Raten aus',
      body: 'Viele Antworten kamen schneller, als man die Aufgaben lesen kann, folgten einem Muster von Positionen oder passten nicht zur Schwierigkeit der Aufgaben. Diesem Wert kann man nicht trauen. Wir empfehlen, den Test kostenlos zu wiederholen und sich für jede Aufgabe Zeit zu nehmen.',
    },
  },
  'pt-PT': {
    title: 'Como é calculada cada dimensão',
    note: 'Cada dimensão é calculada a partir das respostas e dos tempos deste teste com a regra abaixo; cada frase diz só o que essa regra mediu. Quando as respostas dizem demasiado pouco, a dimensão indica «não medido»; quando as respostas parecem dadas ao acaso, nenhuma é mostrada.',
    notMeasured: 'Não medido',
    definitions: {
      memory:
        'As suas respostas certas nas perguntas com duas partes a acompanhar (cerca de 26 das 30), comparadas com as que um participante médio acerta nas mesmas perguntas: a diferença dividida pela dispersão esperada por acaso, cortada em −1,5, −0,5, +0,5 e +1,5 em níveis de 1 a 5. Alto significa mais respostas certas aí do que o participante médio. Aproximado com 30 perguntas: um nível acima ou abaixo cabe no acaso. Não medido com menos de 6 perguntas desse tipo.',
      speed:
        'O seu tempo mediano nas perguntas que acertou, como parte do tempo previsto por pergunta (tempo total ÷ número de perguntas): menos de 30 % é o nível 5, 30 a 50 % o 4, 50 a 80 % o 3, 80 a 110 % o 2, mais de 110 % o 1. Alto significa rapidez no que resolveu; não diz quantas resolveu. Uma mediana de 8 tempos ou mais é estável com margem de um nível. Não medido com menos de 8 respostas certas.',
      reaction:
        'O seu tempo mediano nas seis perguntas mais fáceis que acertou, como parte do tempo previsto por pergunta: menos de 15 % é o nível 5, 15 a 30 % o 4, 30 a 50 % o 3, 50 a 80 % o 2, mais de 80 % o 1. Alto significa que respondeu depressa às perguntas fáceis. Os seus cortes são metade dos da velocidade, por isso as duas só divergem se as perguntas fáceis lhe levaram de facto mais (ou menos) tempo do que as outras. Assenta em seis tempos no máximo: é a menos precisa. Não medido com menos de 3 respostas certas entre elas.',
      concentration:
        'Os descuidos: respostas erradas nas perguntas mais fáceis (as doze primeiras), comparadas com o número que o seu resultado global prevê aí; a diferença dividida pela dispersão esperada por acaso, cortada como na memória. Alto significa menos descuidos do que o previsto; não diz quantas respostas acertou no total. Assenta em doze perguntas: um nível acima ou abaixo cabe no acaso. Não medido quando o seu resultado prevê menos de 70 % de respostas certas aí, porque as falhas não se distinguiriam da dificuldade.',
      logic:
        'As suas respostas certas nas perguntas em que mudam três ou mais regras ao mesmo tempo (cerca de 18 das 30), comparadas com as de um participante médio nas mesmas perguntas, calculado como na memória. Alto significa mais respostas certas aí do que o participante médio. Aproximado com 30 perguntas: um nível acima ou abaixo cabe no acaso. Não medido com menos de 6 perguntas desse tipo.',
    },
    guessing: {
      title: 'As suas respostas parecem dadas ao acaso',
      body: 'Muitas respostas chegaram mais depressa do que se consegue ler as perguntas, seguiram um padrão de posições ou não acompanharam a dificuldade das perguntas. Não se pode confiar nesta pontuação. Recomendamos repetir o teste gratuitamente e dar tempo a cada pergunta.',
    },
  },
  'zh-CN': {
    title: '每个维度如何计算',
    note: '每个维度都按下面的规则，由本次测试的作答和用时计算得出；每句话只说明该规则测得的内容。作答信息太少时，该维度显示“未测量”；作答看起来像猜测时，不显示任何维度。',
    notMeasured: '未测量',
    definitions: {
      memory:
        '你在需要同时追踪两个部分的题目（30题中约26题）上答对的题数，与普通测试者在同样题目上答对的题数相比：差值除以偶然波动的幅度，在−1.5、−0.5、+0.5和+1.5处分为1至5级。高表示你在这些题上答对的比普通测试者多。30道题只能粗略衡量：相差一级仍在偶然范围内。此类题目少于6道时不测量。',
      speed:
        '你答对题目的用时中位数，占每题限时（总时限÷题数）的比例：不到30%为5级，30%–50%为4级，50%–80%为3级，80%–110%为2级，110%以上为1级。高表示你解出的题目做得快；它不说明你解出了多少。8个及以上用时的中位数稳定在约一级之内。答对少于8道时不测量。',
      reaction:
        '你在最简单的六道题中答对题目的用时中位数，占每题限时的比例：不到15%为5级，15%–30%为4级，30%–50%为3级，50%–80%为2级，80%以上为1级。高表示你很快答出简单题。它的分界点是速度的一半，所以两者只有在简单题确实比其他题用时更长（或更短）时才会不一致。它最多基于六个用时，是最不精确的一项。其中答对少于3道时不测量。',
      concentration:
        '失误：较简单题目（前十二题）上的错答数，与你的总体结果在这些题上预测的错答数相比；差值除以偶然波动的幅度，分级方式同记忆。高表示失误比预测的少；它不说明总共答对了多少。它基于十二道题，相差一级仍在偶然范围内。当你的总体结果预测这些题的正确率低于70%时不测量，因为错答无法与难度区分。',
      logic:
        '你在三条或更多规律同时变化的题目（30题中约18题）上答对的题数，与普通测试者在同样题目上相比，计算方式同记忆。高表示你在这些题上答对的比普通测试者多。30道题只能粗略衡量：相差一级仍在偶然范围内。此类题目少于6道时不测量。',
    },
    guessing: {
      title: '你的作答看起来像是在猜测',
      body: '许多答案提交得比读题还快、按固定位置规律选择，或与题目难度不相符。这个分数不可信。建议你免费重测一次，并认真对待每一道题。',
    },
  },
  'zh-HK': {
    title: '每個維度如何計算',
    note: '每個維度都按下面的規則，由本次測試的作答和用時計算得出；每句話只說明該規則量度到的內容。作答資料太少時，該維度顯示「未量度」；作答看來像猜測時，不顯示任何維度。',
    notMeasured: '未量度',
    definitions: {
      memory:
        '您在需要同時追蹤兩個部分的題目（30題中約26題）上答對的題數，與一般測試者在同樣題目上答對的題數相比：差值除以偶然波動的幅度，在−1.5、−0.5、+0.5和+1.5處分為1至5級。高表示您在這些題上答對的比一般測試者多。30道題只能粗略量度：相差一級仍在偶然範圍內。此類題目少於6道時不量度。',
      speed:
        '您答對題目的用時中位數，佔每題限時（總時限÷題數）的比例：不足30%為5級，30%–50%為4級，50%–80%為3級，80%–110%為2級，110%以上為1級。高表示您解出的題目做得快；它不說明您解出了多少。8個或以上用時的中位數穩定在約一級之內。答對少於8道時不量度。',
      reaction:
        '您在最簡單的六道題中答對題目的用時中位數，佔每題限時的比例：不足15%為5級，15%–30%為4級，30%–50%為3級，50%–80%為2級，80%以上為1級。高表示您很快答出簡單題。它的分界點是速度的一半，所以兩者只有在簡單題確實比其他題用時更長（或更短）時才會不一致。它最多基於六個用時，是最不精確的一項。其中答對少於3道時不量度。',
      concentration:
        '失誤：較簡單題目（首十二題）上的錯答數，與您的整體結果在這些題上預測的錯答數相比；差值除以偶然波動的幅度，分級方式同記憶。高表示失誤比預測的少；它不說明總共答對了多少。它基於十二道題，相差一級仍在偶然範圍內。當您的整體結果預測這些題的正確率低於70%時不量度，因為錯答無法與難度區分。',
      logic:
        '您在三條或以上規律同時變化的題目（30題中約18題）上答對的題數，與一般測試者在同樣題目上相比，計算方式同記憶。高表示您在這些題上答對的比一般測試者多。30道題只能粗略量度：相差一級仍在偶然範圍內。此類題目少於6道時不量度。',
    },
    guessing: {
      title: '您的作答看來像是在猜測',
      body: '許多答案提交得比讀題還快、按固定位置規律選擇，或與題目難度不相符。這個分數不可信。建議您免費重新測試一次，並認真對待每一道題。',
    },
  },
  'ja-JP': {
    title: '各ディメンションの算出方法',
    note: '各ディメンションは、このテストの回答と所要時間から下記のルールで算出され、各文はそのルールが測ったことだけを述べています。回答から分かることが少なすぎる場合は「測定なし」と表示し、回答があて推量のように見える場合は何も表示しません。',
    notMeasured: '測定なし',
    definitions: {
      memory:
        '2つの要素を同時に追う問題（30問中約26問）での正答数を、同じ問題で平均的な受検者が正解する数と比べます。差を偶然による散らばりで割り、−1.5、−0.5、+0.5、+1.5で区切ってレベル1–5にします。高いほど、そこでの正答が平均的な受検者より多いことを示します。30問では大まかで、1レベル程度の差は偶然の範囲です。該当する問題が6問未満なら測定しません。',
      speed:
        '正解した問題の所要時間の中央値を、1問あたりの制限時間（制限時間÷問題数）に対する割合で表します。30%未満がレベル5、30–50%がレベル4、50–80%がレベル3、80–110%がレベル2、110%超がレベル1です。高いほど、解けた問題を速く解いたことを示し、解けた数は示しません。8個以上の時間の中央値なら、ほぼ1レベルの幅で安定します。正解が8問未満なら測定しません。',
      reaction:
        '最も易しい6問のうち正解した問題の所要時間の中央値を、1問あたりの制限時間に対する割合で表します。15%未満がレベル5、15–30%がレベル4、30–50%がレベル3、50–80%がレベル2、80%超がレベル1です。高いほど、易しい問題に速く答えたことを示します。区切りはスピードの半分なので、両者が食い違うのは易しい問題に実際にほかより長く（または短く）かかった場合だけです。多くても6個の時間に基づくため、最も精度が低い指標です。そこでの正解が3問未満なら測定しません。',
      concentration:
        'うっかりミス：易しめの問題（最初の12問）での誤答数を、全体の結果からそこで予測される数と比べます。差を偶然による散らばりで割り、記憶と同じように区切ります。高いほど、予測よりミスが少ないことを示し、全体の正答数は示しません。12問に基づくため、1レベル程度の差は偶然の範囲です。全体の結果からそこでの正答率が70%未満と予測される場合は、誤答と難しさを区別できないため測定しません。',
      logic:
        '3つ以上の規則が同時に変わる問題（30問中約18問）での正答数を、同じ問題での平均的な受検者と比べ、記憶と同じ方法で算出します。高いほど、そこでの正答が平均的な受検者より多いことを示します。30問では大まかで、1レベル程度の差は偶然の範囲です。該当する問題が6問未満なら測定しません。',
    },
    guessing: {
      title: '回答があて推量のように見えます',
      body: '多くの回答が問題を読めないほど速く出されたか、選択肢の位置に規則的なパターンがあったか、問題の難しさと合っていませんでした。このスコアは信頼できません。無料でテストを受け直し、1問ずつ時間をかけて解くことをおすすめします。',
    },
  },
  'ko-KR': {
    title: '각 영역의 계산 방법',
    note: '각 영역은 이 테스트의 답과 풀이 시간으로 아래 규칙에 따라 계산되며, 각 문장은 그 규칙이 측정한 것만 말합니다. 답에서 알 수 있는 것이 너무 적으면 "측정 안 됨"으로 표시하고, 답이 추측처럼 보이면 어떤 영역도 표시하지 않습니다.',
    notMeasured: '측정 안 됨',
    definitions: {
      memory:
        '두 부분을 동시에 따라가야 하는 문제(30문제 중 약 26문제)에서 맞힌 개수를 같은 문제에서 평균적인 응시자가 맞히는 개수와 비교합니다. 차이를 우연에 따른 변동 폭으로 나누고 −1.5, −0.5, +0.5, +1.5에서 끊어 1~5단계로 나눕니다. 높을수록 그 문제들에서 평균적인 응시자보다 많이 맞혔다는 뜻입니다. 30문제로는 대략적이어서 한 단계 정도의 차이는 우연의 범위입니다. 해당 문제가 6개 미만이면 측정하지 않습니다.',
      speed:
        '맞힌 문제의 풀이 시간 중앙값을 문제당 제한 시간(전체 제한 시간 ÷ 문제 수)에 대한 비율로 나타냅니다. 30% 미만은 5단계, 30~50%는 4단계, 50~80%는 3단계, 80~110%는 2단계, 110% 초과는 1단계입니다. 높을수록 푼 문제를 빨리 풀었다는 뜻이며, 몇 문제를 풀었는지는 말해 주지 않습니다. 8개 이상의 시간으로 구한 중앙값은 약 한 단계 범위에서 안정적입니다. 정답이 8개 미만이면 측정하지 않습니다.',
      reaction:
        '가장 쉬운 6문제 중 맞힌 문제의 풀이 시간 중앙값을 문제당 제한 시간에 대한 비율로 나타냅니다. 15% 미만은 5단계, 15~30%는 4단계, 30~50%는 3단계, 50~80%는 2단계, 80% 초과는 1단계입니다. 높을수록 쉬운 문제에 빨리 답했다는 뜻입니다. 구간 경계가 속도의 절반이므로, 두 지표는 쉬운 문제에 실제로 다른 문제보다 더 오래(또는 더 짧게) 걸린 경우에만 엇갈립니다. 많아야 6개의 시간에 근거하므로 가장 부정확한 지표입니다. 그중 정답이 3개 미만이면 측정하지 않습니다.',
      concentration:
        '부주의한 실수: 비교적 쉬운 문제(처음 12문제)에서의 오답 수를 전체 결과로 그 문제들에서 예측되는 수와 비교합니다. 차이를 우연에 따른 변동 폭으로 나누고 기억과 같이 단계를 나눕니다. 높을수록 예측보다 실수가 적었다는 뜻이며, 전체에서 몇 문제를 맞혔는지는 말해 주지 않습니다. 12문제에 근거하므로 한 단계 정도의 차이는 우연의 범위입니다. 전체 결과로 그 문제들의 정답률이 70% 미만으로 예측되면 오답과 난이도를 구별할 수 없으므로 측정하지 않습니다.',
      logic:
        '세 가지 이상의 규칙이 동시에 바뀌는 문제(30문제 중 약 18문제)에서 맞힌 개수를 같은 문제에서의 평균적인 응시자와 비교하며, 기억과 같은 방법으로 계산합니다. 높을수록 그 문제들에서 평균적인 응시자보다 많이 맞혔다는 뜻입니다. 30문제로는 대략적이어서 한 단계 정도의 차이는 우연의 범위입니다. 해당 문제가 6개 미만이면 측정하지 않습니다.',
    },
    guessing: {
      title: '답이 추측으로 고른 것처럼 보입니다',
      body: '많은 답이 문제를 읽을 수 없을 만큼 빨리 제출되었거나, 선택 위치에 규칙적인 패턴이 있었거나, 문제의 난이도와 맞지 않았습니다. 이 점수는 믿을 수 없습니다. 무료로 다시 응시하고 문제마다 충분히 시간을 들이시기를 권합니다.',
    },
  },
};
