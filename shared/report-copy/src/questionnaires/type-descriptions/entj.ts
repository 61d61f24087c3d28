import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ENTJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Captain',
    summary:
      'A decisive, forward-looking person who enjoys setting a direction and helping a group reach it.',
    strengths:
      'You see where things could go and work out a route to get there. You speak plainly, take responsibility and stay steady under pressure.',
    work: 'You do well where you can lead, improve how things are done and be judged on results. You bring structure to big projects and get people moving in the same direction.',
    relationships:
      'You are loyal and invested, and you like relationships in which both people grow. You often show care by solving problems, which is not always what the other person is asking for.',
    growth:
      'Slowing down to listen, especially when feelings are involved, makes people more willing to follow you. Not every disagreement is a contest to win.',
  },
  'zh-CN': {
    name: '领航者',
    summary: '果断、着眼未来，喜欢确定方向，并带领团队抵达目的地。',
    strengths:
      '您看得到事情可以发展到哪里，也能规划出一条到达的路线。您说话直接，勇于承担，压力之下依然沉稳。',
    work: '在能够带头、改进做事方法、以成果论成败的地方，您会表现出色。您为大型项目搭建框架，让大家朝同一个方向前进。',
    relationships:
      '您忠诚而投入，喜欢双方都能共同成长的关系。您常常用解决问题来表达关心，但这不一定是对方想要的。',
    growth: '放慢脚步倾听，尤其是涉及感受的时候，会让人更愿意追随您。并不是每一次分歧都是一场必须赢的比赛。',
  },
  'zh-HK': {
    name: '領航者',
    summary: '果斷、放眼未來，喜歡定下方向，並帶領團隊抵達目的地。',
    strengths:
      '您看得到事情可以發展到哪裏，也能規劃出一條到達的路線。您說話直接，勇於承擔，壓力之下依然沉穩。',
    work: '在可以帶頭、改善做事方法、以成果論成敗的地方，您會表現出色。您為大型項目建立架構，讓大家朝同一方向前進。',
    relationships:
      '您忠誠而投入，喜歡雙方都能一同成長的關係。您常常以解決問題來表達關心，但這未必是對方想要的。',
    growth:
      '放慢腳步聆聽，尤其是涉及感受的時候，會令人更願意追隨您。並不是每一次分歧都是一場非贏不可的比賽。',
  },
  'fr-FR': {
    name: 'Le capitaine',
    summary:
      'Une personne décidée et tournée vers l’avenir, qui aime fixer un cap et aider un groupe à l’atteindre.',
    strengths:
      'Vous voyez où les choses pourraient aller et trouvez le chemin pour y arriver. Vous parlez franchement, prenez vos responsabilités et gardez votre sang-froid sous pression.',
    work: 'Vous êtes à l’aise là où vous pouvez diriger, améliorer la façon de faire et où l’on vous juge sur les résultats. Vous structurez les grands projets et faites avancer tout le monde dans la même direction.',
    relationships:
      'La fidélité et l’engagement comptent pour vous, et vous aimez les relations où chacun grandit. Vous montrez souvent votre attention en résolvant des problèmes, ce qui n’est pas toujours ce que l’autre attend.',
    growth:
      'Ralentir pour écouter, surtout quand des émotions sont en jeu, donne aux autres davantage envie de vous suivre. Tous les désaccords ne sont pas des matchs à gagner.',
  },
  'es-ES': {
    name: 'Al timón',
    summary:
      'Una persona decidida y con visión de futuro que disfruta marcando el rumbo y ayudando a un grupo a alcanzarlo.',
    strengths:
      'Ves hacia dónde podrían ir las cosas y trazas el camino para llegar. Hablas con claridad, asumes responsabilidades y mantienes la calma bajo presión.',
    work: 'Te va bien donde puedes liderar, mejorar la forma de hacer las cosas y donde lo que cuenta son los resultados. Das estructura a los grandes proyectos y consigues que todos avancen en la misma dirección.',
    relationships:
      'La lealtad y el compromiso son importantes para ti, y te gustan las relaciones en las que ambas personas crecen. Sueles demostrar cariño resolviendo problemas, y no siempre es eso lo que la otra persona te pide.',
    growth:
      'Ir más despacio para escuchar, sobre todo cuando hay sentimientos de por medio, hace que los demás quieran seguirte. No todos los desacuerdos son una competición que haya que ganar.',
  },
  'ja-JP': {
    name: '舵取り役',
    summary: '決断力があり先を見据え、方向を定めてチームをそこへ導くことを楽しむ人です。',
    strengths:
      '物事がどこへ向かえるかを見通し、そこへ至る道筋を描けます。はっきりと話し、責任を引き受け、プレッシャーの中でも揺らぎません。',
    work: '先頭に立ち、やり方を改善し、結果で評価される場所で力を発揮します。大きなプロジェクトに骨組みを与え、みんなを同じ方向へ動かします。',
    relationships:
      '誠実で関係に力を注ぎ、お互いが成長できる関係を好みます。問題を解決することで思いやりを示しがちですが、相手が求めているのはそれとは限りません。',
    growth:
      '特に気持ちが絡む場面では、ペースを落として耳を傾けると、人はもっとついてきてくれます。意見の違いのすべてが、勝たなければならない勝負ではありません。',
  },
  'de-DE': {
    name: 'Die Kapitänsnatur',
    summary:
      'Ein entschlossener, vorausschauender Mensch, der gern die Richtung vorgibt und einer Gruppe hilft, ihr Ziel zu erreichen.',
    strengths:
      'Sie sehen, wohin sich etwas entwickeln könnte, und finden den Weg dorthin. Sie sprechen Klartext, übernehmen Verantwortung und behalten unter Druck die Ruhe.',
    work: 'Sie sind dort stark, wo Sie führen, Abläufe verbessern und an Ergebnissen gemessen werden. Sie geben großen Projekten Struktur und bringen alle dazu, in dieselbe Richtung zu gehen.',
    relationships:
      'Sie sind treu und engagiert und mögen Beziehungen, in denen beide wachsen. Oft zeigen Sie Zuwendung, indem Sie Probleme lösen, und das ist nicht immer das, worum Ihr Gegenüber bittet.',
    growth:
      'Langsamer zu werden und zuzuhören, gerade wenn Gefühle im Spiel sind, macht andere bereiter, Ihnen zu folgen. Nicht jede Meinungsverschiedenheit ist ein Wettkampf, den man gewinnen muss.',
  },
  'pt-PT': {
    name: 'Ao leme',
    summary:
      'Uma pessoa decidida e virada para o futuro, que gosta de definir um rumo e de ajudar um grupo a alcançá-lo.',
    strengths:
      'Vê para onde as coisas podem ir e traça o caminho para lá chegar. Fala com clareza, assume responsabilidades e mantém a calma sob pressão.',
    work: 'Dá-se bem onde pode liderar, melhorar a forma como as coisas se fazem e onde são os resultados que contam. Dá estrutura aos grandes projetos e põe todos a avançar na mesma direção.',
    relationships:
      'A lealdade e o empenho contam muito para si, e gosta de relações em que ambos crescem. Costuma mostrar que se importa resolvendo problemas, o que nem sempre é o que a outra pessoa pede.',
    growth:
      'Abrandar para ouvir, sobretudo quando há sentimentos em jogo, faz com que os outros tenham mais vontade de o seguir. Nem todos os desacordos são uma competição para ganhar.',
  },
  'ko-KR': {
    name: '이끄는 선장',
    summary: '결단력 있고 앞을 내다보며, 방향을 정하고 사람들이 그곳에 닿도록 돕는 것을 즐기는 사람입니다.',
    strengths:
      '일이 어디로 나아갈 수 있는지 보고, 그곳에 이르는 길을 찾아냅니다. 분명하게 말하고, 책임을 지며, 압박 속에서도 흔들리지 않습니다.',
    work: '앞장서서 이끌고, 일하는 방식을 개선하며, 결과로 평가받는 곳에서 잘 해냅니다. 큰 프로젝트에 뼈대를 세우고 모두가 같은 방향으로 움직이게 합니다.',
    relationships:
      '의리 있고 관계에 정성을 쏟으며, 서로 함께 성장하는 관계를 좋아합니다. 문제를 해결해 주는 것으로 마음을 표현하곤 하는데, 상대가 원하는 것이 늘 그것은 아닙니다.',
    growth:
      '특히 감정이 얽힌 상황에서 속도를 늦추고 귀 기울이면 사람들이 더 기꺼이 당신을 따릅니다. 모든 의견 차이가 꼭 이겨야 하는 시합은 아닙니다.',
  },
};
