// Quick interpretations of the five dimensions (spec §3 "quick interpretation"), under the keys
// the order report carries (`interpretationKey`: report.dimensions.<id>.level<N>), in the nine
// locales. The screens (mfe-report) carry the same sentences in their locale files under
// dimensions.<id>.level<N>; the PDF must say exactly what the screen says, and services/order
// may not import mfe-report, so the strings are copied here and
// ./dimension-interpretations.test.ts compares them with mfe-report/src/locales/<locale>.json.
// Change a sentence there first, then here.
import type { IndicatorId, LocaleTag } from '@iq/contracts';

export type DimensionInterpretations = Readonly<
  Record<`report.dimensions.${IndicatorId}.level${1 | 2 | 3 | 4 | 5}`, string>
>;

const enUS: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Holding several pieces of a pattern in mind at once was hard for you; writing down or naming each part can help.',
  'report.dimensions.memory.level2':
    'You kept simple patterns in mind but lost track when several parts changed at once.',
  'report.dimensions.memory.level3':
    'You kept track of the parts of a pattern about as well as most test-takers.',
  'report.dimensions.memory.level4':
    'You held several changing parts in mind at once and compared them reliably.',
  'report.dimensions.memory.level5':
    'You kept many parts of complex patterns in mind at once, far more easily than most.',
  'report.dimensions.speed.level1':
    'You worked through the questions much more slowly than most; time ran short for you.',
  'report.dimensions.speed.level2': 'You took longer than most to settle on answers.',
  'report.dimensions.speed.level3': 'You worked at a steady pace, like most test-takers.',
  'report.dimensions.speed.level4': 'You reached your answers faster than most without losing accuracy.',
  'report.dimensions.speed.level5':
    'You solved the questions very quickly, among the fastest of our test-takers.',
  'report.dimensions.reaction.level1': 'Getting started on a new question took you much longer than most.',
  'report.dimensions.reaction.level2': 'You often needed a while to see where to begin on a new question.',
  'report.dimensions.reaction.level3': 'You got into new questions about as quickly as most test-takers.',
  'report.dimensions.reaction.level4': 'You saw quickly where to begin on a new question.',
  'report.dimensions.reaction.level5': 'You grasped each new question almost at once.',
  'report.dimensions.concentration.level1':
    'Your accuracy dropped markedly as the test went on; short breaks and fewer distractions may help.',
  'report.dimensions.concentration.level2':
    'Your accuracy varied during the test, with some slips on easier questions.',
  'report.dimensions.concentration.level3': 'You stayed focused through the test about as well as most.',
  'report.dimensions.concentration.level4': 'You stayed accurate from the first question to the last.',
  'report.dimensions.concentration.level5': 'You kept full focus throughout, with hardly any careless slips.',
  'report.dimensions.logic.level1':
    'Finding the rules behind the patterns was difficult for you, even on the easier questions.',
  'report.dimensions.logic.level2':
    'You found the simpler rules but struggled when two rules worked together.',
  'report.dimensions.logic.level3': 'You found the rules behind most patterns, like most test-takers.',
  'report.dimensions.logic.level4': 'You found combined and less obvious rules reliably.',
  'report.dimensions.logic.level5':
    'You found even the hardest combinations of rules, better than almost all test-takers.',
};

const frFR: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Garder en tête plusieurs éléments d’un motif à la fois vous a été difficile ; noter ou nommer chaque élément peut aider.',
  'report.dimensions.memory.level2':
    'Vous avez retenu les motifs simples, mais vous avez perdu le fil quand plusieurs éléments changeaient en même temps.',
  'report.dimensions.memory.level3':
    'Vous avez suivi les éléments d’un motif à peu près aussi bien que la plupart des participants.',
  'report.dimensions.memory.level4':
    'Vous avez gardé en tête plusieurs éléments changeants à la fois et les avez comparés de façon fiable.',
  'report.dimensions.memory.level5':
    'Vous avez gardé en tête de nombreux éléments de motifs complexes, bien plus facilement que la plupart.',
  'report.dimensions.speed.level1':
    'Vous avez avancé dans les questions beaucoup plus lentement que la plupart ; le temps vous a manqué.',
  'report.dimensions.speed.level2': 'Vous avez mis plus de temps que la plupart à arrêter vos réponses.',
  'report.dimensions.speed.level3':
    'Vous avez travaillé à un rythme régulier, comme la plupart des participants.',
  'report.dimensions.speed.level4':
    'Vous avez trouvé vos réponses plus vite que la plupart, sans perdre en précision.',
  'report.dimensions.speed.level5':
    'Vous avez résolu les questions très vite, parmi les plus rapides de nos participants.',
  'report.dimensions.reaction.level1':
    'Vous avez mis beaucoup plus de temps que la plupart à vous lancer dans une nouvelle question.',
  'report.dimensions.reaction.level2':
    'Il vous a souvent fallu un moment pour voir par où commencer une nouvelle question.',
  'report.dimensions.reaction.level3':
    'Vous êtes entré dans les nouvelles questions à peu près aussi vite que la plupart des participants.',
  'report.dimensions.reaction.level4': 'Vous avez vu rapidement par où commencer une nouvelle question.',
  'report.dimensions.reaction.level5': 'Vous avez saisi chaque nouvelle question presque immédiatement.',
  'report.dimensions.concentration.level1':
    'Votre précision a nettement baissé au fil du test ; de courtes pauses et moins de distractions peuvent aider.',
  'report.dimensions.concentration.level2':
    'Votre précision a varié pendant le test, avec quelques erreurs sur des questions plus faciles.',
  'report.dimensions.concentration.level3':
    'Vous êtes resté concentré pendant le test à peu près comme la plupart.',
  'report.dimensions.concentration.level4': 'Vous êtes resté précis de la première à la dernière question.',
  'report.dimensions.concentration.level5':
    'Vous avez gardé toute votre concentration du début à la fin, sans presque aucune erreur d’inattention.',
  'report.dimensions.logic.level1':
    'Trouver les règles derrière les motifs vous a été difficile, même pour les questions faciles.',
  'report.dimensions.logic.level2':
    'Vous avez trouvé les règles simples, mais vous avez eu du mal quand deux règles se combinaient.',
  'report.dimensions.logic.level3':
    'Vous avez trouvé les règles de la plupart des motifs, comme la plupart des participants.',
  'report.dimensions.logic.level4':
    'Vous avez trouvé de façon fiable les règles combinées et moins évidentes.',
  'report.dimensions.logic.level5':
    'Vous avez trouvé même les combinaisons de règles les plus difficiles, mieux que presque tous les participants.',
};

const esES: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Te costó mantener en mente varias partes de un patrón a la vez; anotar o nombrar cada parte puede ayudar.',
  'report.dimensions.memory.level2':
    'Retuviste los patrones sencillos, pero perdiste el hilo cuando cambiaban varias partes a la vez.',
  'report.dimensions.memory.level3':
    'Seguiste las partes de un patrón más o menos tan bien como la mayoría de los participantes.',
  'report.dimensions.memory.level4':
    'Mantuviste en mente varias partes cambiantes a la vez y las comparaste con fiabilidad.',
  'report.dimensions.memory.level5':
    'Mantuviste en mente muchas partes de patrones complejos, con mucha más facilidad que la mayoría.',
  'report.dimensions.speed.level1':
    'Avanzaste por las preguntas mucho más despacio que la mayoría; te faltó tiempo.',
  'report.dimensions.speed.level2': 'Tardaste más que la mayoría en decidir tus respuestas.',
  'report.dimensions.speed.level3': 'Trabajaste a un ritmo constante, como la mayoría de los participantes.',
  'report.dimensions.speed.level4':
    'Llegaste a tus respuestas más rápido que la mayoría sin perder precisión.',
  'report.dimensions.speed.level5':
    'Resolviste las preguntas muy deprisa, entre los más rápidos de nuestros participantes.',
  'report.dimensions.reaction.level1':
    'Ponerte con una pregunta nueva te llevó mucho más tiempo que a la mayoría.',
  'report.dimensions.reaction.level2':
    'A menudo necesitaste un rato para ver por dónde empezar una pregunta nueva.',
  'report.dimensions.reaction.level3':
    'Entraste en las preguntas nuevas más o menos tan rápido como la mayoría de los participantes.',
  'report.dimensions.reaction.level4': 'Viste enseguida por dónde empezar una pregunta nueva.',
  'report.dimensions.reaction.level5': 'Captaste cada pregunta nueva casi al instante.',
  'report.dimensions.concentration.level1':
    'Tu precisión bajó claramente a lo largo del test; las pausas cortas y menos distracciones pueden ayudar.',
  'report.dimensions.concentration.level2':
    'Tu precisión varió durante el test, con algunos despistes en preguntas más fáciles.',
  'report.dimensions.concentration.level3':
    'Mantuviste la concentración durante el test más o menos como la mayoría.',
  'report.dimensions.concentration.level4': 'Fuiste preciso desde la primera pregunta hasta la última.',
  'report.dimensions.concentration.level5':
    'Mantuviste toda la concentración de principio a fin, casi sin despistes.',
  'report.dimensions.logic.level1':
    'Te costó encontrar las reglas de los patrones, incluso en las preguntas más fáciles.',
  'report.dimensions.logic.level2':
    'Encontraste las reglas sencillas, pero te costó cuando dos reglas actuaban juntas.',
  'report.dimensions.logic.level3':
    'Encontraste las reglas de la mayoría de los patrones, como la mayoría de los participantes.',
  'report.dimensions.logic.level4': 'Encontraste con fiabilidad reglas combinadas y menos evidentes.',
  'report.dimensions.logic.level5':
    'Encontraste incluso las combinaciones de reglas más difíciles, mejor que casi todos los participantes.',
};

const deDE: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Mehrere Teile eines Musters gleichzeitig im Kopf zu behalten, fiel Ihnen schwer; jeden Teil zu notieren oder zu benennen, kann helfen.',
  'report.dimensions.memory.level2':
    'Einfache Muster haben Sie behalten, aber den Überblick verloren, wenn sich mehrere Teile zugleich änderten.',
  'report.dimensions.memory.level3':
    'Sie haben die Teile eines Musters etwa so gut verfolgt wie die meisten Teilnehmenden.',
  'report.dimensions.memory.level4':
    'Sie haben mehrere sich ändernde Teile zugleich im Kopf behalten und zuverlässig verglichen.',
  'report.dimensions.memory.level5':
    'Sie haben viele Teile komplexer Muster gleichzeitig behalten, weit leichter als die meisten.',
  'report.dimensions.speed.level1':
    'Sie sind viel langsamer durch die Fragen gekommen als die meisten; die Zeit wurde knapp.',
  'report.dimensions.speed.level2':
    'Sie haben länger als die meisten gebraucht, um sich für Antworten zu entscheiden.',
  'report.dimensions.speed.level3':
    'Sie haben in gleichmäßigem Tempo gearbeitet, wie die meisten Teilnehmenden.',
  'report.dimensions.speed.level4':
    'Sie sind schneller als die meisten zu Ihren Antworten gekommen, ohne an Genauigkeit zu verlieren.',
  'report.dimensions.speed.level5':
    'Sie haben die Fragen sehr schnell gelöst, unter den Schnellsten unserer Teilnehmenden.',
  'report.dimensions.reaction.level1':
    'Der Einstieg in eine neue Frage hat bei Ihnen viel länger gedauert als bei den meisten.',
  'report.dimensions.reaction.level2':
    'Sie brauchten oft eine Weile, um zu sehen, wo Sie bei einer neuen Frage anfangen.',
  'report.dimensions.reaction.level3':
    'Sie sind etwa so schnell in neue Fragen eingestiegen wie die meisten Teilnehmenden.',
  'report.dimensions.reaction.level4': 'Sie haben schnell gesehen, wo Sie bei einer neuen Frage anfangen.',
  'report.dimensions.reaction.level5': 'Sie haben jede neue Frage fast sofort erfasst.',
  'report.dimensions.concentration.level1':
    'Ihre Genauigkeit hat im Lauf des Tests deutlich nachgelassen; kurze Pausen und weniger Ablenkung können helfen.',
  'report.dimensions.concentration.level2':
    'Ihre Genauigkeit schwankte während des Tests, mit einigen Flüchtigkeitsfehlern bei leichteren Fragen.',
  'report.dimensions.concentration.level3':
    'Sie sind etwa so konzentriert durch den Test gegangen wie die meisten.',
  'report.dimensions.concentration.level4': 'Sie waren von der ersten bis zur letzten Frage genau.',
  'report.dimensions.concentration.level5':
    'Sie sind durchgehend voll konzentriert geblieben, fast ohne Flüchtigkeitsfehler.',
  'report.dimensions.logic.level1':
    'Die Regeln hinter den Mustern zu finden, fiel Ihnen schwer, selbst bei den leichteren Fragen.',
  'report.dimensions.logic.level2':
    'Einfache Regeln haben Sie gefunden, aber Mühe gehabt, wenn zwei Regeln zusammenwirkten.',
  'report.dimensions.logic.level3':
    'Sie haben die Regeln der meisten Muster gefunden, wie die meisten Teilnehmenden.',
  'report.dimensions.logic.level4':
    'Sie haben kombinierte und weniger offensichtliche Regeln zuverlässig gefunden.',
  'report.dimensions.logic.level5':
    'Sie haben selbst die schwierigsten Regelkombinationen gefunden, besser als fast alle Teilnehmenden.',
};

const ptPT: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    'Foi-lhe difícil manter em mente várias partes de um padrão ao mesmo tempo; anotar ou dar nome a cada parte pode ajudar.',
  'report.dimensions.memory.level2':
    'Reteve os padrões simples, mas perdeu o fio quando várias partes mudavam ao mesmo tempo.',
  'report.dimensions.memory.level3':
    'Acompanhou as partes de um padrão mais ou menos tão bem como a maioria dos participantes.',
  'report.dimensions.memory.level4':
    'Manteve em mente várias partes que mudavam ao mesmo tempo e comparou-as com segurança.',
  'report.dimensions.memory.level5':
    'Manteve em mente muitas partes de padrões complexos, com muito mais facilidade do que a maioria.',
  'report.dimensions.speed.level1':
    'Avançou pelas perguntas muito mais devagar do que a maioria; o tempo foi curto.',
  'report.dimensions.speed.level2': 'Demorou mais do que a maioria a decidir as suas respostas.',
  'report.dimensions.speed.level3': 'Trabalhou a um ritmo constante, como a maioria dos participantes.',
  'report.dimensions.speed.level4': 'Chegou às respostas mais depressa do que a maioria sem perder precisão.',
  'report.dimensions.speed.level5':
    'Resolveu as perguntas muito depressa, entre os mais rápidos dos nossos participantes.',
  'report.dimensions.reaction.level1':
    'Começar uma pergunta nova levou-lhe muito mais tempo do que à maioria.',
  'report.dimensions.reaction.level2':
    'Precisou muitas vezes de algum tempo para ver por onde começar uma pergunta nova.',
  'report.dimensions.reaction.level3':
    'Entrou nas perguntas novas mais ou menos tão depressa como a maioria dos participantes.',
  'report.dimensions.reaction.level4': 'Viu rapidamente por onde começar uma pergunta nova.',
  'report.dimensions.reaction.level5': 'Percebeu cada pergunta nova quase de imediato.',
  'report.dimensions.concentration.level1':
    'A sua precisão baixou claramente ao longo do teste; pausas curtas e menos distrações podem ajudar.',
  'report.dimensions.concentration.level2':
    'A sua precisão variou durante o teste, com alguns deslizes em perguntas mais fáceis.',
  'report.dimensions.concentration.level3':
    'Manteve a concentração durante o teste mais ou menos como a maioria.',
  'report.dimensions.concentration.level4': 'Manteve-se preciso da primeira à última pergunta.',
  'report.dimensions.concentration.level5':
    'Manteve toda a concentração do início ao fim, quase sem deslizes.',
  'report.dimensions.logic.level1':
    'Foi-lhe difícil encontrar as regras por trás dos padrões, mesmo nas perguntas mais fáceis.',
  'report.dimensions.logic.level2':
    'Encontrou as regras simples, mas teve dificuldade quando duas regras atuavam em conjunto.',
  'report.dimensions.logic.level3':
    'Encontrou as regras da maioria dos padrões, como a maioria dos participantes.',
  'report.dimensions.logic.level4': 'Encontrou com segurança regras combinadas e menos evidentes.',
  'report.dimensions.logic.level5':
    'Encontrou até as combinações de regras mais difíceis, melhor do que quase todos os participantes.',
};

const zhCN: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '同时记住图形中的多个部分对您来说较难；把每个部分写下来或起个名字会有帮助。',
  'report.dimensions.memory.level2': '简单的规律您能记住，但多个部分同时变化时就容易跟丢。',
  'report.dimensions.memory.level3': '您对图形各部分的把握与大多数测试者相当。',
  'report.dimensions.memory.level4': '您能同时记住多个变化的部分，并可靠地加以比较。',
  'report.dimensions.memory.level5': '您能同时记住复杂图形中的许多部分，远比大多数人轻松。',
  'report.dimensions.speed.level1': '您答题的速度比大多数人慢得多，时间比较紧张。',
  'report.dimensions.speed.level2': '您确定答案所用的时间比大多数人长。',
  'report.dimensions.speed.level3': '您以稳定的节奏答题，与大多数测试者相同。',
  'report.dimensions.speed.level4': '您比大多数人更快得出答案，且没有降低准确度。',
  'report.dimensions.speed.level5': '您解题非常快，是本站测试者中最快的一批。',
  'report.dimensions.reaction.level1': '面对新题时，您入手所需的时间比大多数人长得多。',
  'report.dimensions.reaction.level2': '面对新题时，您常常需要一段时间才能找到从哪里入手。',
  'report.dimensions.reaction.level3': '您进入新题的速度与大多数测试者相当。',
  'report.dimensions.reaction.level4': '面对新题，您很快就能看出从哪里入手。',
  'report.dimensions.reaction.level5': '您几乎一眼就能抓住每道新题的要点。',
  'report.dimensions.concentration.level1': '随着测试进行，您的准确度明显下降；短暂休息、减少干扰会有帮助。',
  'report.dimensions.concentration.level2': '测试过程中您的准确度有起伏，在较简单的题目上也有失误。',
  'report.dimensions.concentration.level3': '您在整个测试中的专注程度与大多数人相当。',
  'report.dimensions.concentration.level4': '您从第一题到最后一题都保持了准确。',
  'report.dimensions.concentration.level5': '您自始至终全神贯注，几乎没有粗心失误。',
  'report.dimensions.logic.level1': '即使在较简单的题目上，找出图形背后的规律对您来说也比较困难。',
  'report.dimensions.logic.level2': '简单的规律您能找到，但两条规律同时起作用时就比较吃力。',
  'report.dimensions.logic.level3': '您找到了大多数图形的规律，与大多数测试者相同。',
  'report.dimensions.logic.level4': '您能可靠地找出组合的、不那么明显的规律。',
  'report.dimensions.logic.level5': '连最难的规律组合您也能找出，几乎胜过所有测试者。',
};

const zhHK: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '同時記住圖形中的多個部分對您來說較難；把每個部分寫下來或起個名字會有幫助。',
  'report.dimensions.memory.level2': '簡單的規律您能記住，但多個部分同時變化時就容易跟不上。',
  'report.dimensions.memory.level3': '您對圖形各部分的掌握與大部分測試者相若。',
  'report.dimensions.memory.level4': '您能同時記住多個變化中的部分，並可靠地加以比較。',
  'report.dimensions.memory.level5': '您能同時記住複雜圖形中的許多部分，遠比大部分人輕鬆。',
  'report.dimensions.speed.level1': '您作答的速度比大部分人慢得多，時間比較緊張。',
  'report.dimensions.speed.level2': '您決定答案所用的時間比大部分人長。',
  'report.dimensions.speed.level3': '您以穩定的節奏作答，與大部分測試者相同。',
  'report.dimensions.speed.level4': '您比大部分人更快得出答案，而且沒有降低準確度。',
  'report.dimensions.speed.level5': '您解題非常快，是本站測試者中最快的一批。',
  'report.dimensions.reaction.level1': '面對新題時，您入手所需的時間比大部分人長得多。',
  'report.dimensions.reaction.level2': '面對新題時，您經常需要一段時間才找到從哪裏入手。',
  'report.dimensions.reaction.level3': '您進入新題的速度與大部分測試者相若。',
  'report.dimensions.reaction.level4': '面對新題，您很快就能看出從哪裏入手。',
  'report.dimensions.reaction.level5': '您幾乎一眼就能抓住每道新題的重點。',
  'report.dimensions.concentration.level1': '隨着測試進行，您的準確度明顯下降；短暫休息、減少干擾會有幫助。',
  'report.dimensions.concentration.level2': '測試期間您的準確度有起伏，在較簡單的題目上也有失誤。',
  'report.dimensions.concentration.level3': '您在整個測試中的專注程度與大部分人相若。',
  'report.dimensions.concentration.level4': '您由第一題到最後一題都保持準確。',
  'report.dimensions.concentration.level5': '您自始至終全神貫注，幾乎沒有粗心失誤。',
  'report.dimensions.logic.level1': '即使在較簡單的題目上，找出圖形背後的規律對您來說也比較困難。',
  'report.dimensions.logic.level2': '簡單的規律您能找到，但兩條規律同時起作用時就比較吃力。',
  'report.dimensions.logic.level3': '您找到了大部分圖形的規律，與大部分測試者相同。',
  'report.dimensions.logic.level4': '您能可靠地找出組合的、不太明顯的規律。',
  'report.dimensions.logic.level5': '連最難的規律組合您也能找出，幾乎勝過所有測試者。',
};

const jaJP: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '図形の複数の要素を同時に覚えておくのは難しかったようです。要素ごとに書き出したり名前を付けたりすると役立ちます。',
  'report.dimensions.memory.level2':
    '単純なパターンは覚えられましたが、複数の要素が同時に変わると追いきれませんでした。',
  'report.dimensions.memory.level3': 'パターンの要素を、多くの受検者と同じくらい追えていました。',
  'report.dimensions.memory.level4': '変化する複数の要素を同時に覚え、確実に比べることができました。',
  'report.dimensions.memory.level5':
    '複雑なパターンの多くの要素を、多くの人よりはるかに楽に同時に覚えていました。',
  'report.dimensions.speed.level1': '多くの人よりかなりゆっくり問題を進めたため、時間が足りなくなりました。',
  'report.dimensions.speed.level2': '答えを決めるまでに多くの人より時間がかかりました。',
  'report.dimensions.speed.level3': '多くの受検者と同じく、一定のペースで解きました。',
  'report.dimensions.speed.level4': '正確さを保ったまま、多くの人より速く答えにたどり着きました。',
  'report.dimensions.speed.level5': '非常に速く問題を解き、当サイトの受検者の中でも最速の部類です。',
  'report.dimensions.reaction.level1': '新しい問題に取りかかるまで、多くの人よりかなり時間がかかりました。',
  'report.dimensions.reaction.level2':
    '新しい問題でどこから手を付けるかを見つけるのに、しばしば時間がかかりました。',
  'report.dimensions.reaction.level3': '新しい問題に、多くの受検者と同じくらいの速さで取りかかれました。',
  'report.dimensions.reaction.level4': '新しい問題でどこから始めればよいか、すぐに見抜きました。',
  'report.dimensions.reaction.level5': '新しい問題の要点を、ほぼ一瞬でつかみました。',
  'report.dimensions.concentration.level1':
    'テストが進むにつれて正確さがはっきり落ちました。短い休憩や気が散るものを減らすことが役立ちます。',
  'report.dimensions.concentration.level2':
    'テスト中に正確さにむらがあり、易しい問題でのうっかりミスがありました。',
  'report.dimensions.concentration.level3': '多くの人と同じくらい、テストを通して集中を保てました。',
  'report.dimensions.concentration.level4': '最初の問題から最後の問題まで正確さを保ちました。',
  'report.dimensions.concentration.level5':
    '最後まで集中を切らさず、うっかりミスはほとんどありませんでした。',
  'report.dimensions.logic.level1':
    '易しい問題でも、パターンの背後にある規則を見つけるのは難しかったようです。',
  'report.dimensions.logic.level2': '単純な規則は見つけられましたが、2つの規則が組み合わさると苦戦しました。',
  'report.dimensions.logic.level3': '多くの受検者と同じく、ほとんどのパターンの規則を見つけました。',
  'report.dimensions.logic.level4': '組み合わさった規則や分かりにくい規則も確実に見つけました。',
  'report.dimensions.logic.level5':
    '最も難しい規則の組み合わせまで見つけ、ほぼすべての受検者を上回りました。',
};

const koKR: DimensionInterpretations = {
  'report.dimensions.memory.level1':
    '도형의 여러 요소를 한꺼번에 기억하는 것이 어려웠습니다. 요소마다 적어 보거나 이름을 붙이면 도움이 됩니다.',
  'report.dimensions.memory.level2': '단순한 패턴은 기억했지만, 여러 요소가 동시에 바뀌면 흐름을 놓쳤습니다.',
  'report.dimensions.memory.level3': '패턴의 요소를 대부분의 응시자만큼 잘 따라갔습니다.',
  'report.dimensions.memory.level4': '변하는 여러 요소를 동시에 기억하고 안정적으로 비교했습니다.',
  'report.dimensions.memory.level5':
    '복잡한 패턴의 많은 요소를 대부분의 사람보다 훨씬 쉽게 동시에 기억했습니다.',
  'report.dimensions.speed.level1': '대부분의 사람보다 훨씬 천천히 문제를 풀어 시간이 부족했습니다.',
  'report.dimensions.speed.level2': '답을 정하는 데 대부분의 사람보다 시간이 더 걸렸습니다.',
  'report.dimensions.speed.level3': '대부분의 응시자처럼 일정한 속도로 풀었습니다.',
  'report.dimensions.speed.level4': '정확도를 잃지 않으면서 대부분의 사람보다 빨리 답에 도달했습니다.',
  'report.dimensions.speed.level5': '문제를 매우 빠르게 풀었으며, 우리 응시자 중 가장 빠른 편입니다.',
  'report.dimensions.reaction.level1': '새 문제를 시작하는 데 대부분의 사람보다 훨씬 오래 걸렸습니다.',
  'report.dimensions.reaction.level2': '새 문제에서 어디서부터 시작할지 찾는 데 자주 시간이 걸렸습니다.',
  'report.dimensions.reaction.level3': '새 문제에 대부분의 응시자만큼 빠르게 접근했습니다.',
  'report.dimensions.reaction.level4': '새 문제에서 어디서부터 시작할지 빠르게 파악했습니다.',
  'report.dimensions.reaction.level5': '새 문제의 핵심을 거의 즉시 파악했습니다.',
  'report.dimensions.concentration.level1':
    '테스트가 진행될수록 정확도가 눈에 띄게 떨어졌습니다. 짧은 휴식과 방해 요소 줄이기가 도움이 됩니다.',
  'report.dimensions.concentration.level2':
    '테스트 중 정확도가 들쭉날쭉했고, 쉬운 문제에서 실수가 있었습니다.',
  'report.dimensions.concentration.level3': '대부분의 사람만큼 테스트 내내 집중을 유지했습니다.',
  'report.dimensions.concentration.level4': '첫 문제부터 마지막 문제까지 정확도를 유지했습니다.',
  'report.dimensions.concentration.level5': '끝까지 완전히 집중했고, 부주의한 실수가 거의 없었습니다.',
  'report.dimensions.logic.level1': '쉬운 문제에서도 패턴 뒤의 규칙을 찾기가 어려웠습니다.',
  'report.dimensions.logic.level2': '단순한 규칙은 찾았지만, 두 규칙이 함께 작용하면 어려워했습니다.',
  'report.dimensions.logic.level3': '대부분의 응시자처럼 대부분의 패턴에서 규칙을 찾았습니다.',
  'report.dimensions.logic.level4': '결합된 규칙과 잘 드러나지 않는 규칙도 안정적으로 찾았습니다.',
  'report.dimensions.logic.level5': '가장 어려운 규칙 조합까지 찾아, 거의 모든 응시자보다 뛰어났습니다.',
};

export const DIMENSION_INTERPRETATIONS: Readonly<Record<LocaleTag, DimensionInterpretations>> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pt-PT': ptPT,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
};

/** The text of `key` in `locale` (English when a key is unknown, never the bare key). */
export function dimensionInterpretation(key: string, locale: LocaleTag): string | null {
  const table = (DIMENSION_INTERPRETATIONS[locale] ?? enUS) as Record<string, string>;
  return table[key] ?? (enUS as Record<string, string>)[key] ?? null;
}
