import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ISFJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Quiet Helper',
    summary:
      'A kind, conscientious person who looks after others in practical ways, often without being asked.',
    strengths:
      'You remember what matters to people and quietly make their lives easier. You are patient, reliable and careful with the details others overlook.',
    work: 'You do well in roles where care and accuracy both count, such as health, education, administration or support work. Being appreciated for your contribution matters to you, even if you would never ask for it.',
    relationships:
      'You are loyal and attentive, and you express love through thoughtful gestures. You may find it hard to say what you need, so the people close to you might not always know.',
    growth:
      'Your own wishes deserve as much attention as everyone else’s. Speaking up earlier, before you feel overloaded, makes it easier for others to help you too.',
  },
  'zh-CN': {
    name: '默默的帮手',
    summary: '善良、尽责，常常不等别人开口，就以实际的方式照顾他们。',
    strengths: '您记得别人在意什么，并默默地让他们的生活更轻松。您耐心、可靠，对别人忽略的细节也很用心。',
    work: '在关怀与精确同样重要的岗位上，比如医疗、教育、行政或支援工作，您会表现出色。您的付出得到认可对您很重要，即使您从不主动要求。',
    relationships:
      '您忠诚而体贴，用贴心的举动表达爱意。您可能不太习惯说出自己的需要，所以身边的人未必总能知道。',
    growth: '您自己的愿望，和其他人的一样值得重视。在感到不堪重负之前早点说出来，也能让别人更容易帮到您。',
  },
  'zh-HK': {
    name: '默默的幫手',
    summary: '善良、盡責，往往不等別人開口，就以實際的方式照顧他們。',
    strengths: '您記得別人在意甚麼，並默默地讓他們的生活更輕鬆。您有耐性、可靠，對別人忽略的細節也很用心。',
    work: '在關懷與準確同樣重要的崗位上，例如醫療、教育、行政或支援工作，您會表現出色。您的付出得到肯定對您很重要，即使您從不主動要求。',
    relationships:
      '您忠誠而體貼，以窩心的舉動表達愛意。您可能不太習慣說出自己的需要，所以身邊的人未必總能知道。',
    growth: '您自己的願望，和其他人的一樣值得重視。在感到不勝負荷之前早點說出來，也能讓別人更容易幫到您。',
  },
  'fr-FR': {
    name: 'Le soutien discret',
    summary:
      'Une personne bienveillante et consciencieuse, qui prend soin des autres de façon concrète, souvent sans qu’on le lui demande.',
    strengths:
      'Vous vous souvenez de ce qui compte pour les gens et leur facilitez la vie sans bruit. Vous avez de la patience, de la constance et un œil pour les détails que d’autres négligent.',
    work: 'Vous êtes à votre place là où l’attention aux autres et la précision comptent autant l’une que l’autre, comme la santé, l’enseignement, l’administration ou l’accompagnement. Que votre contribution soit reconnue compte pour vous, même si vous ne le demanderiez jamais.',
    relationships:
      'Fidélité et attention vous caractérisent, et vous exprimez votre affection par des gestes délicats. Il peut vous être difficile de dire ce dont vous avez besoin, si bien que vos proches ne le savent pas toujours.',
    growth:
      'Vos propres envies méritent autant d’attention que celles des autres. Parler plus tôt, avant que la charge ne devienne trop lourde, permet aussi aux autres de vous aider plus facilement.',
  },
  'es-ES': {
    name: 'El apoyo discreto',
    summary:
      'Una persona amable y responsable que cuida de los demás de forma práctica, muchas veces sin que se lo pidan.',
    strengths:
      'Recuerdas lo que importa a cada persona y le haces la vida más fácil sin hacer ruido. Tienes paciencia, constancia y buen ojo para los detalles que otros pasan por alto.',
    work: 'Te va bien en puestos donde cuentan tanto el cuidado como la precisión, como la sanidad, la educación, la administración o el apoyo a otras personas. Que se reconozca tu aportación es importante para ti, aunque nunca lo pedirías.',
    relationships:
      'La lealtad y la atención te definen, y expresas tu cariño con gestos llenos de detalle. Puede costarte decir lo que necesitas, así que las personas cercanas no siempre lo saben.',
    growth:
      'Tus propios deseos merecen tanta atención como los de los demás. Hablar antes, cuando la carga aún no pesa demasiado, también facilita que los demás te ayuden.',
  },
  'ja-JP': {
    name: '縁の下の力持ち',
    summary: '優しく誠実で、頼まれなくても実際的な形で人の世話をする人です。',
    strengths:
      '人が大切にしていることを覚えていて、その人の暮らしをさりげなく楽にします。辛抱強く頼りになり、ほかの人が見落とす細部にも気を配ります。',
    work: '医療、教育、事務、サポート業務など、思いやりと正確さの両方が求められる役割で力を発揮します。自分から求めることはなくても、貢献を認めてもらえることはあなたにとって大切です。',
    relationships:
      '誠実で気配りが細やかで、心のこもったふるまいで愛情を表します。自分の望みを口にするのが苦手なこともあり、身近な人がそれに気づかない場合もあります。',
    growth:
      'あなた自身の願いも、ほかの人の願いと同じくらい大切にされるべきです。抱え込みすぎる前に早めに声を上げると、周りもあなたを助けやすくなります。',
  },
  'de-DE': {
    name: 'Die stille Stütze',
    summary:
      'Ein freundlicher, gewissenhafter Mensch, der sich auf praktische Weise um andere kümmert, oft ohne darum gebeten zu werden.',
    strengths:
      'Sie merken sich, was Menschen wichtig ist, und erleichtern ihnen leise das Leben. Sie sind geduldig, verlässlich und achten auf Details, die andere übersehen.',
    work: 'Sie sind stark, wo Fürsorge und Genauigkeit gleichermaßen zählen, etwa im Gesundheitswesen, in der Bildung, in der Verwaltung oder in unterstützenden Berufen. Anerkennung für Ihren Beitrag ist Ihnen wichtig, auch wenn Sie nie darum bitten würden.',
    relationships:
      'Sie sind treu und aufmerksam und zeigen Ihre Liebe durch kleine, durchdachte Gesten. Es fällt Ihnen vielleicht schwer zu sagen, was Sie brauchen, sodass Ihre Nächsten es nicht immer wissen.',
    growth:
      'Ihre eigenen Wünsche verdienen ebenso viel Aufmerksamkeit wie die aller anderen. Wenn Sie früher etwas sagen, bevor es Ihnen zu viel wird, können andere Ihnen auch leichter helfen.',
  },
  'pt-PT': {
    name: 'O apoio discreto',
    summary:
      'Uma pessoa amável e responsável, que cuida dos outros de forma prática, muitas vezes sem que lho peçam.',
    strengths:
      'Lembra-se do que é importante para cada pessoa e facilita-lhe a vida sem alarde. Tem paciência, constância e olho para os pormenores que os outros deixam escapar.',
    work: 'Dá-se bem em funções em que o cuidado e o rigor contam por igual, como a saúde, o ensino, a administração ou o apoio a pessoas. Ver o seu contributo reconhecido é importante para si, mesmo que nunca o peça.',
    relationships:
      'A lealdade e a atenção definem-no, e exprime o seu afeto com gestos cheios de cuidado. Pode custar-lhe dizer aquilo de que precisa, por isso as pessoas próximas nem sempre o sabem.',
    growth:
      'Os seus próprios desejos merecem tanta atenção como os dos outros. Falar mais cedo, antes de a carga pesar demasiado, também torna mais fácil que os outros o ajudem.',
  },
  'ko-KR': {
    name: '조용한 조력자',
    summary: '친절하고 성실하며, 부탁받지 않아도 실질적인 방식으로 다른 사람을 돌보는 사람입니다.',
    strengths:
      '사람들에게 중요한 것을 기억하고, 조용히 그들의 삶을 편하게 만들어 줍니다. 인내심 있고 믿음직하며, 다른 사람이 놓치는 세부 사항까지 챙깁니다.',
    work: '의료, 교육, 행정, 지원 업무처럼 보살핌과 정확성이 모두 중요한 역할에서 잘 해냅니다. 스스로 요구하지는 않더라도, 자신의 기여를 인정받는 것이 당신에게는 중요합니다.',
    relationships:
      '의리 있고 세심하며, 마음이 담긴 행동으로 사랑을 표현합니다. 필요한 것을 말하기 어려워할 수 있어서, 가까운 사람들이 늘 알아차리지는 못합니다.',
    growth:
      '당신 자신의 바람도 다른 모든 사람의 바람만큼 관심받을 가치가 있습니다. 너무 버거워지기 전에 일찍 말하면 다른 사람들도 당신을 돕기가 쉬워집니다.',
  },
};
