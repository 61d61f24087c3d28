import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const INFJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Guide',
    summary:
      'A quiet, insightful person who looks for meaning and wants to make a real difference to others.',
    strengths:
      'You understand people well, often sensing what lies beneath the surface. You combine ideals with determination and can see a long-term vision through.',
    work: 'You do well in work that has purpose, such as counselling, teaching, writing, design or a cause you believe in. Time for deep focus and a setting that shares your values help you flourish.',
    relationships:
      'You prefer a few close, deep connections to many casual ones. You listen closely and remember what people tell you, and you value honesty and loyalty in return.',
    growth:
      'You do not have to carry everyone’s worries. Setting limits, and sharing your own needs before you withdraw, protects both your energy and your relationships.',
  },
  'zh-CN': {
    name: '引路人',
    summary: '安静、有洞察力，追寻意义，希望真正改变他人的生活。',
    strengths: '您很懂人心，常常能察觉表面之下的东西。您把理想和决心结合起来，能把长远的愿景坚持到底。',
    work: '在有使命感的工作中，比如心理辅导、教学、写作、设计，或投身您所信奉的事业，您会表现出色。有时间深度专注、身处价值观相近的环境，能帮助您茁壮成长。',
    relationships:
      '比起很多泛泛之交，您更喜欢少数亲密而深厚的关系。您会用心倾听，记得别人对您说过的话，也珍视对方回报的坦诚与忠诚。',
    growth:
      '您不必替每个人背负他们的烦恼。设定界限，并在退缩之前说出自己的需要，既能保护您的精力，也能守护您的关系。',
  },
  'zh-HK': {
    name: '引路人',
    summary: '安靜、有洞察力，追尋意義，希望真正改變別人的生活。',
    strengths: '您很懂人心，往往能察覺表面之下的東西。您把理想和決心結合起來，能把長遠的願景堅持到底。',
    work: '在有使命感的工作中，例如輔導、教學、寫作、設計，或投身您所信奉的事業，您會表現出色。有時間深度專注、身處價值觀相近的環境，能幫助您茁壯成長。',
    relationships:
      '比起很多泛泛之交，您更喜歡少數親密而深厚的關係。您會用心聆聽，記得別人對您說過的話，也珍惜對方回報的坦誠與忠誠。',
    growth:
      '您不必替每個人背負他們的煩惱。訂立界線，並在退縮之前說出自己的需要，既能保護您的精力，也能守護您的關係。',
  },
  'fr-FR': {
    name: 'Le guide',
    summary:
      'Une personne discrète et perspicace, qui cherche du sens et veut vraiment changer les choses pour les autres.',
    strengths:
      'Vous comprenez bien les gens et percevez souvent ce qui se cache sous la surface. Vous alliez idéal et détermination, et savez mener une vision à long terme jusqu’au bout.',
    work: 'Vous vous épanouissez dans un travail qui a du sens, comme l’accompagnement, l’enseignement, l’écriture, la conception ou une cause en laquelle vous croyez. Du temps pour vous concentrer en profondeur et un cadre qui partage vos valeurs vous permettent de donner votre pleine mesure.',
    relationships:
      'Vous préférez quelques liens proches et profonds à de nombreuses relations superficielles. Vous écoutez attentivement, retenez ce qu’on vous confie, et attendez en retour de l’honnêteté et de la fidélité.',
    growth:
      'Vous n’avez pas à porter les soucis de tout le monde. Poser des limites, et exprimer vos propres besoins avant de vous replier, protège à la fois votre énergie et vos relations.',
  },
  'es-ES': {
    name: 'La brújula',
    summary:
      'Una persona discreta y perspicaz que busca sentido y quiere marcar una diferencia real en la vida de los demás.',
    strengths:
      'Entiendes bien a la gente y a menudo percibes lo que hay bajo la superficie. Unes ideales y determinación, y eres capaz de sacar adelante una visión a largo plazo.',
    work: 'Te va bien en trabajos con propósito, como la orientación, la enseñanza, la escritura, el diseño o una causa en la que creas. Tener tiempo para concentrarte a fondo y un entorno que comparta tus valores te ayuda a florecer.',
    relationships:
      'Prefieres unos pocos vínculos cercanos y profundos a muchos superficiales. Escuchas con atención, recuerdas lo que te cuentan y valoras la sinceridad y la lealtad a cambio.',
    growth:
      'No tienes que cargar con las preocupaciones de todo el mundo. Poner límites, y expresar lo que necesitas antes de encerrarte en ti, protege tanto tu energía como tus relaciones.',
  },
  'ja-JP': {
    name: '道しるべ',
    summary: '物静かで洞察力があり、意味を求め、人の人生に本当の違いをもたらしたいと願う人です。',
    strengths:
      '人をよく理解し、表面の下にあるものを感じ取ることがよくあります。理想と決意をあわせ持ち、長期的なビジョンを最後までやり抜けます。',
    work: 'カウンセリング、教育、執筆、デザイン、あるいは信じる目的のための活動など、意義のある仕事で力を発揮します。深く集中できる時間と、価値観を共有できる環境があると、大きく花開きます。',
    relationships:
      '広く浅い付き合いより、少数の親しく深い関係を好みます。相手の話にじっくり耳を傾けて覚えておき、その代わりに誠実さと信頼を大切にします。',
    growth:
      'みんなの悩みを一人で背負う必要はありません。境界線を引き、心を閉ざしてしまう前に自分の望みを伝えることが、あなたのエネルギーと人間関係の両方を守ります。',
  },
  'de-DE': {
    name: 'Der Wegweiser',
    summary:
      'Ein stiller, einfühlsamer Mensch, der nach Sinn sucht und im Leben anderer wirklich etwas bewirken möchte.',
    strengths:
      'Sie verstehen Menschen gut und spüren oft, was unter der Oberfläche liegt. Sie verbinden Ideale mit Entschlossenheit und können eine langfristige Vision zu Ende führen.',
    work: 'Sie blühen in sinnvoller Arbeit auf, etwa in Beratung, Lehre, Schreiben, Gestaltung oder für eine Sache, an die Sie glauben. Zeit für tiefe Konzentration und ein Umfeld, das Ihre Werte teilt, lassen Sie aufleben.',
    relationships:
      'Ihnen sind wenige enge, tiefe Verbindungen lieber als viele flüchtige. Sie hören genau zu, merken sich, was man Ihnen erzählt, und schätzen im Gegenzug Ehrlichkeit und Treue.',
    growth:
      'Sie müssen nicht die Sorgen aller tragen. Grenzen zu setzen und Ihre eigenen Bedürfnisse zu äußern, bevor Sie sich zurückziehen, schützt Ihre Kraft und Ihre Beziehungen.',
  },
  'pt-PT': {
    name: 'A bússola',
    summary:
      'Uma pessoa reservada e perspicaz, que procura sentido e quer fazer uma diferença real na vida dos outros.',
    strengths:
      'Compreende bem as pessoas e muitas vezes pressente o que está por baixo da superfície. Junta ideais e determinação, e consegue levar até ao fim uma visão a longo prazo.',
    work: 'Dá-se bem em trabalhos com propósito, como o aconselhamento, o ensino, a escrita, o design ou uma causa em que acredite. Ter tempo para se concentrar a fundo e um ambiente que partilhe os seus valores ajuda-o a florescer.',
    relationships:
      'Prefere poucos laços próximos e profundos a muitos superficiais. Ouve com atenção, lembra-se do que lhe contam e valoriza a honestidade e a lealdade em troca.',
    growth:
      'Não tem de carregar as preocupações de toda a gente. Impor limites, e dizer aquilo de que precisa antes de se fechar, protege tanto a sua energia como as suas relações.',
  },
  'ko-KR': {
    name: '길잡이',
    summary:
      '조용하고 통찰력 있으며, 의미를 찾고 다른 사람의 삶에 진정한 변화를 만들고 싶어 하는 사람입니다.',
    strengths:
      '사람을 잘 이해하며, 겉으로 드러나지 않는 것을 감지하는 경우가 많습니다. 이상과 결단력을 함께 갖추고 있어 장기적인 비전을 끝까지 이루어 낼 수 있습니다.',
    work: '상담, 교육, 글쓰기, 디자인, 또는 자신이 믿는 대의를 위한 일처럼 의미 있는 일에서 잘 해냅니다. 깊이 집중할 수 있는 시간과 가치관을 공유하는 환경이 있으면 활짝 꽃피울 수 있습니다.',
    relationships:
      '넓고 얕은 관계보다 소수의 가깝고 깊은 관계를 좋아합니다. 귀 기울여 듣고 사람들이 한 말을 기억하며, 그에 대한 보답으로 정직함과 의리를 소중히 여깁니다.',
    growth:
      '모든 사람의 걱정을 혼자 짊어질 필요는 없습니다. 선을 긋고, 마음을 닫아 버리기 전에 자신의 필요를 말하면 에너지와 관계를 함께 지킬 수 있습니다.',
  },
};
