import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ISFP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Gentle Artist',
    summary:
      'A gentle, sensitive person who lives by their values and expresses themselves through what they make and do.',
    strengths:
      'You notice beauty and detail that others pass by, and you bring a personal touch to whatever you do. You are kind, accepting and loyal to the people and causes you believe in.',
    work: 'You do well in work that lets you use your hands, senses or creativity and stay true to your values, from design to care work. A calm, friendly setting with some freedom suits you better than competition and pressure.',
    relationships:
      'You show love through quiet actions and shared moments rather than big words. You need time alone to recharge and appreciate people who respect that.',
    growth:
      'Your ideas and feelings deserve to be heard, even in a loud group. Sharing them earlier, and planning a little ahead, can help you shape your own path.',
  },
  'zh-CN': {
    name: '温柔的艺术家',
    summary: '温和、敏感，依循自己的价值观生活，并通过创作和行动表达自己。',
    strengths:
      '您能留意到别人匆匆错过的美与细节，做什么都带着自己的个人风格。您待人友善包容，对所信任的人和理念忠诚不渝。',
    work: '在能发挥双手、感官或创意，又能忠于自己价值观的工作中，从设计到照护，您都会表现出色。比起竞争和压力，平静友善、有一定自由度的环境更适合您。',
    relationships:
      '您用安静的行动和共度的时光来表达爱，而不是华丽的言辞。您需要独处的时间来恢复精力，也珍惜尊重这一点的人。',
    growth:
      '即使身处喧闹的群体，您的想法和感受也值得被听见。早一点说出来，再稍微提前规划，能帮助您走出自己的路。',
  },
  'zh-HK': {
    name: '溫柔的藝術家',
    summary: '溫和、敏感，依循自己的價值觀生活，並透過創作和行動表達自己。',
    strengths:
      '您能留意到別人匆匆錯過的美與細節，做甚麼都帶着自己的個人風格。您待人友善包容，對所信任的人和理念忠誠不渝。',
    work: '在能發揮雙手、感官或創意，又能忠於自己價值觀的工作中，由設計到護理，您都會表現出色。比起競爭和壓力，平靜友善、有一定自由度的環境更適合您。',
    relationships:
      '您以安靜的行動和共度的時光來表達愛，而不是華麗的言辭。您需要獨處的時間來恢復精力，也珍惜尊重這一點的人。',
    growth:
      '即使身處嘈吵的群體，您的想法和感受也值得被聽見。早一點說出來，再稍為提前計劃，能幫助您走出自己的路。',
  },
  'fr-FR': {
    name: 'L’âme d’artiste',
    summary:
      'Une personne douce et sensible, qui vit selon ses valeurs et s’exprime à travers ce qu’elle crée et ce qu’elle fait.',
    strengths:
      'Vous remarquez la beauté et les détails que d’autres ne voient pas, et vous mettez une touche personnelle dans tout ce que vous faites. Bienveillance, ouverture et fidélité guident votre rapport aux personnes et aux causes qui vous tiennent à cœur.',
    work: 'Vous vous épanouissez dans un travail qui fait appel à vos mains, à vos sens ou à votre créativité tout en respectant vos valeurs, du design au soin. Un cadre calme et amical, avec une part de liberté, vous convient mieux que la compétition et la pression.',
    relationships:
      'Vous montrez votre amour par des gestes discrets et des moments partagés plutôt que par de grands mots. Vous avez besoin de temps à vous pour recharger vos batteries et appréciez les personnes qui le respectent.',
    growth:
      'Vos idées et vos émotions méritent d’être entendues, même dans un groupe bruyant. Les exprimer plus tôt, et anticiper un peu, peut vous aider à tracer votre propre chemin.',
  },
  'es-ES': {
    name: 'El alma artista',
    summary:
      'Una persona tranquila y sensible que vive según sus valores y se expresa a través de lo que crea y de lo que hace.',
    strengths:
      'Te fijas en la belleza y en los detalles que otros pasan por alto, y das un toque personal a todo lo que haces. La amabilidad, la aceptación y la lealtad marcan tu relación con las personas y las causas en las que crees.',
    work: 'Te va bien en trabajos que te permiten usar las manos, los sentidos o la creatividad y ser fiel a tus valores, desde el diseño hasta los cuidados. Un entorno tranquilo y amable, con cierta libertad, te sienta mejor que la competición y la presión.',
    relationships:
      'Demuestras tu amor con gestos sencillos y momentos compartidos más que con grandes palabras. Necesitas tiempo a solas para recargar energía y valoras a quienes lo respetan.',
    growth:
      'Tus ideas y sentimientos merecen ser escuchados, incluso en un grupo ruidoso. Compartirlos antes, y planificar un poco, puede ayudarte a trazar tu propio camino.',
  },
  'ja-JP': {
    name: '穏やかなアーティスト',
    summary:
      '穏やかで感受性が豊かで、自分の価値観に沿って生き、つくるものや行いを通して自分を表現する人です。',
    strengths:
      '人が通り過ぎてしまう美しさや細部に気づき、何をするにも自分らしさを添えます。優しく寛容で、信じる人や大切な目標に誠実です。',
    work: 'デザインからケアの仕事まで、手や感覚、創造性を生かしながら、自分の価値観に正直でいられる仕事で力を発揮します。競争やプレッシャーよりも、ある程度の自由がある落ち着いた和やかな環境が向いています。',
    relationships:
      '大げさな言葉より、さりげない行動や一緒に過ごす時間で愛情を示します。エネルギーを充電するための一人の時間が必要で、それを尊重してくれる人を大切にします。',
    growth:
      'にぎやかな集団の中でも、あなたの考えや気持ちは聞いてもらう価値があります。早めにそれを伝え、少し先を計画することで、自分らしい道を切り開けるでしょう。',
  },
  'de-DE': {
    name: 'Die Künstlerseele',
    summary:
      'Ein sanfter, feinfühliger Mensch, der nach seinen Werten lebt und sich durch das ausdrückt, was er gestaltet und tut.',
    strengths:
      'Sie bemerken Schönheit und Details, an denen andere vorbeigehen, und geben allem, was Sie tun, eine persönliche Note. Sie sind freundlich, offen und den Menschen und Anliegen treu, an die Sie glauben.',
    work: 'Sie blühen in Arbeit auf, bei der Sie Hände, Sinne oder Kreativität einsetzen und Ihren Werten treu bleiben können, vom Design bis zur Pflege. Eine ruhige, freundliche Umgebung mit etwas Freiheit liegt Ihnen mehr als Wettbewerb und Druck.',
    relationships:
      'Sie zeigen Liebe eher durch stille Taten und gemeinsame Momente als durch große Worte. Sie brauchen Zeit für sich, um neue Kraft zu tanken, und schätzen Menschen, die das respektieren.',
    growth:
      'Ihre Ideen und Gefühle verdienen Gehör, auch in einer lauten Gruppe. Sie früher zu teilen und ein wenig vorauszuplanen, hilft Ihnen, Ihren eigenen Weg zu gestalten.',
  },
  'pt-PT': {
    name: 'A alma de artista',
    summary:
      'Uma pessoa serena e sensível, que vive de acordo com os seus valores e se exprime através do que cria e do que faz.',
    strengths:
      'Repara na beleza e nos pormenores por que os outros passam sem ver, e dá um toque pessoal a tudo o que faz. A amabilidade, a aceitação e a lealdade marcam a sua relação com as pessoas e as causas em que acredita.',
    work: 'Dá-se bem em trabalhos que lhe permitam usar as mãos, os sentidos ou a criatividade sem trair os seus valores, do design aos cuidados. Um ambiente calmo e simpático, com alguma liberdade, assenta-lhe melhor do que a competição e a pressão.',
    relationships:
      'Mostra o seu amor com gestos tranquilos e momentos partilhados, mais do que com grandes palavras. Precisa de tempo a sós para recarregar energias e aprecia quem respeita isso.',
    growth:
      'As suas ideias e sentimentos merecem ser ouvidos, mesmo num grupo barulhento. Partilhá-los mais cedo, e planear um pouco à frente, pode ajudá-lo a traçar o seu próprio caminho.',
  },
  'ko-KR': {
    name: '온화한 예술가',
    summary:
      '부드럽고 섬세하며, 자신의 가치에 따라 살고 만드는 것과 하는 일을 통해 자신을 표현하는 사람입니다.',
    strengths:
      '다른 사람들이 지나치는 아름다움과 세부를 알아보고, 무엇을 하든 자신만의 손길을 더합니다. 친절하고 포용력 있으며, 믿는 사람과 가치에 충실합니다.',
    work: '디자인부터 돌봄까지, 손과 감각, 창의성을 살리면서 자신의 가치에 충실할 수 있는 일에서 잘 해냅니다. 경쟁과 압박보다는 어느 정도 자유가 있는 차분하고 다정한 환경이 더 잘 맞습니다.',
    relationships:
      '거창한 말보다 조용한 행동과 함께하는 순간으로 사랑을 표현합니다. 재충전을 위한 혼자만의 시간이 필요하며, 그것을 존중해 주는 사람을 소중히 여깁니다.',
    growth:
      '시끌벅적한 모임 속에서도 당신의 생각과 감정은 귀 기울여 들을 가치가 있습니다. 조금 더 일찍 나누고 약간 앞서 계획하면 자신만의 길을 만들어 갈 수 있습니다.',
  },
};
