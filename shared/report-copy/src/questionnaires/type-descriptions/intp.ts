import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const INTP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Puzzle Solver',
    summary:
      'A thoughtful, curious person who loves to understand how ideas fit together and to find the flaw in an argument.',
    strengths:
      'You think independently, question assumptions and enjoy getting to the bottom of things. You can stay calm and objective when others are carried away.',
    work: 'You do well with complex problems, freedom to explore and colleagues who value precision, in areas such as science, programming, research or design. Repetitive tasks and office politics are likely to bore you.',
    relationships:
      'You are loyal, easy-going and genuinely interested in the people you let in. Feelings may take you longer to put into words, and patient partners and friends help a lot.',
    growth:
      'An idea that is nearly ready can already be useful to others. Sharing your progress and following through on practical matters turns great thinking into real results.',
  },
  'zh-CN': {
    name: '解谜者',
    summary: '深思、好奇，喜欢弄懂各种想法如何彼此衔接，也爱找出论证中的漏洞。',
    strengths: '您独立思考，敢于质疑前提，喜欢追根究底。别人被情绪带着走时，您仍能保持冷静和客观。',
    work: '面对复杂的问题，有探索的自由，身边又是重视严谨的同事，您就会表现出色，比如在科学、编程、研究或设计领域。重复性的工作和办公室政治可能会让您觉得乏味。',
    relationships:
      '您忠诚、随和，对您愿意敞开心扉的人充满兴趣。把感受说出口可能需要多一点时间，耐心的伴侣和朋友会帮上大忙。',
    growth:
      '一个几乎成熟的想法，已经能对别人有所帮助。分享您的进展，并把实际的事务坚持做完，能让出色的思考变成真正的成果。',
  },
  'zh-HK': {
    name: '解謎者',
    summary: '深思、好奇，喜歡弄懂各種想法如何互相銜接，也愛找出論證中的漏洞。',
    strengths: '您獨立思考，勇於質疑前提，喜歡尋根究底。別人被情緒牽着走時，您仍能保持冷靜和客觀。',
    work: '面對複雜的難題，有探索的自由，身邊又是重視嚴謹的同事，您就會表現出色，例如在科學、編程、研究或設計範疇。重複性的工作和辦公室政治，可能會令您覺得乏味。',
    relationships:
      '您忠誠、隨和，對您願意敞開心扉的人充滿興趣。把感受說出口可能需要多一點時間，有耐性的伴侶和朋友會幫上大忙。',
    growth:
      '一個差不多成熟的想法，已經能對別人有所幫助。分享您的進度，並把實際的事務堅持做完，能讓出色的思考化為真正的成果。',
  },
  'fr-FR': {
    name: 'L’esprit curieux',
    summary:
      'Une personne réfléchie et curieuse, qui aime comprendre comment les idées s’articulent et repérer la faille d’un raisonnement.',
    strengths:
      'Vous pensez par vous-même, remettez en question les évidences et aimez aller au fond des choses. Vous savez garder votre calme et votre objectivité quand les autres s’emballent.',
    work: 'Vous êtes à l’aise face à des problèmes complexes, avec la liberté d’explorer et des collègues attachés à la précision, par exemple en sciences, en programmation, en recherche ou en conception. Les tâches répétitives et les jeux de pouvoir au bureau risquent de vous ennuyer.',
    relationships:
      'Fidélité, décontraction et intérêt sincère marquent vos liens avec les personnes à qui vous ouvrez la porte. Mettre des mots sur vos émotions peut vous prendre plus de temps, et la patience de vos proches aide beaucoup.',
    growth:
      'Une idée presque aboutie peut déjà être utile aux autres. Partager vos avancées et mener à terme les aspects pratiques transforme une belle réflexion en résultats concrets.',
  },
  'es-ES': {
    name: 'La mente curiosa',
    summary:
      'Una persona reflexiva y curiosa a la que le encanta entender cómo encajan las ideas y encontrar el fallo de un razonamiento.',
    strengths:
      'Piensas por tu cuenta, cuestionas lo que se da por sentado y disfrutas llegando al fondo de las cosas. Sabes mantener la calma y la objetividad cuando los demás se dejan llevar.',
    work: 'Te va bien con problemas complejos, libertad para explorar y colegas que valoran la precisión, en campos como la ciencia, la programación, la investigación o el diseño. Las tareas repetitivas y los juegos de poder en la oficina probablemente te aburran.',
    relationships:
      'La lealtad, la tranquilidad y el interés sincero marcan tu relación con las personas a las que dejas entrar. Poner en palabras lo que sientes puede llevarte más tiempo, y la paciencia de tu pareja y tus amigos ayuda mucho.',
    growth:
      'Una idea casi terminada ya puede ser útil para los demás. Compartir tus avances y rematar los asuntos prácticos convierte un gran razonamiento en resultados reales.',
  },
  'ja-JP': {
    name: '謎解き好き',
    summary:
      '思慮深く好奇心旺盛で、アイデアどうしがどうつながるかを理解し、議論の穴を見つけるのが大好きな人です。',
    strengths:
      '自分の頭で考え、前提を疑い、物事の本質を突き止めるのを楽しみます。周りが熱くなっているときでも、冷静で客観的でいられます。',
    work: '科学、プログラミング、研究、設計など、複雑な問題があり、探究の自由があり、正確さを重んじる仲間がいる分野で力を発揮します。繰り返しの作業や社内の駆け引きには退屈してしまいがちです。',
    relationships:
      '心を許した相手には誠実でおおらかで、深い関心を寄せます。気持ちを言葉にするのに時間がかかることもあるので、辛抱強いパートナーや友人の存在が大きな助けになります。',
    growth:
      'ほぼ仕上がったアイデアでも、すでに人の役に立つことがあります。進み具合を共有し、実務的なことも最後までやり遂げると、優れた思考が現実の成果に変わります。',
  },
  'de-DE': {
    name: 'Der Knobelgeist',
    summary:
      'Ein nachdenklicher, neugieriger Mensch, der gern versteht, wie Ideen zusammenhängen, und die Schwachstelle in einem Argument findet.',
    strengths:
      'Sie denken unabhängig, hinterfragen Annahmen und gehen Dingen gern auf den Grund. Sie bleiben ruhig und sachlich, wenn andere sich mitreißen lassen.',
    work: 'Sie sind stark bei komplexen Problemen, mit Freiraum zum Erkunden und Menschen im Team, die Genauigkeit schätzen, etwa in Wissenschaft, Programmierung, Forschung oder Design. Wiederholungsaufgaben und Büropolitik langweilen Sie wahrscheinlich.',
    relationships:
      'Sie sind treu, unkompliziert und interessieren sich ehrlich für die Menschen, die Sie an sich heranlassen. Gefühle in Worte zu fassen, dauert bei Ihnen vielleicht etwas länger, und Geduld auf der anderen Seite hilft dabei sehr.',
    growth:
      'Eine fast fertige Idee kann anderen schon nützen. Wenn Sie Zwischenstände teilen und praktische Dinge zu Ende bringen, wird aus guten Gedanken ein echtes Ergebnis.',
  },
  'pt-PT': {
    name: 'A mente curiosa',
    summary:
      'Uma pessoa ponderada e curiosa, que adora perceber como as ideias se encaixam e encontrar a falha num raciocínio.',
    strengths:
      'Pensa pela sua cabeça, questiona o que se dá por adquirido e gosta de ir ao fundo das coisas. Consegue manter a calma e a objetividade quando os outros se deixam levar.',
    work: 'Dá-se bem com problemas complexos, liberdade para explorar e colegas que valorizam o rigor, em áreas como a ciência, a programação, a investigação ou o design. As tarefas repetitivas e os jogos de poder no escritório tendem a aborrecê-lo.',
    relationships:
      'A lealdade, a descontração e o interesse genuíno marcam a sua relação com as pessoas a quem abre a porta. Pôr os sentimentos em palavras pode levar-lhe mais tempo, e a paciência de quem está por perto ajuda muito.',
    growth:
      'Uma ideia quase pronta já pode ser útil aos outros. Partilhar os seus avanços e levar até ao fim as questões práticas transforma um bom raciocínio em resultados reais.',
  },
  'ko-KR': {
    name: '퍼즐 해결사',
    summary:
      '사려 깊고 호기심이 많으며, 생각들이 어떻게 맞물리는지 이해하고 논리의 허점을 찾아내기를 좋아하는 사람입니다.',
    strengths:
      '독립적으로 생각하고, 당연하게 여겨지는 전제를 의심하며, 문제의 밑바닥까지 파고들기를 즐깁니다. 다른 사람들이 흥분할 때도 차분하고 객관적인 태도를 지킬 수 있습니다.',
    work: '과학, 프로그래밍, 연구, 설계처럼 복잡한 문제가 있고, 탐구할 자유가 있으며, 정확성을 중시하는 동료가 있는 곳에서 잘 해냅니다. 반복적인 일과 사내 정치는 지루하게 느껴지기 쉽습니다.',
    relationships:
      '마음을 연 사람에게는 의리 있고 느긋하며 깊은 관심을 보입니다. 감정을 말로 옮기는 데 시간이 더 걸릴 수 있어서, 인내심 있는 연인과 친구가 큰 힘이 됩니다.',
    growth:
      '거의 완성된 아이디어도 이미 다른 사람에게 도움이 될 수 있습니다. 진행 상황을 나누고 실무적인 일도 끝까지 마무리하면 뛰어난 생각이 실제 결과로 이어집니다.',
  },
};
