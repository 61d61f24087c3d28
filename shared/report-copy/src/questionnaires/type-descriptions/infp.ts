import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const INFP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Dreamer',
    summary:
      'A gentle, idealistic person who is guided by their values and hopes to make the world a little kinder.',
    strengths:
      'You have a rich inner world, a strong sense of what matters and real empathy for others. You often find creative ways to express ideas and feelings.',
    work: 'You do well in work that feels meaningful and leaves room for creativity, such as writing, the arts, counselling or helping causes you care about. A supportive setting without harsh competition lets your talents show.',
    relationships:
      'You are devoted and caring, and you hope for relationships with depth and honesty. You may keep hurts to yourself, so gentle, open conversations help.',
    growth:
      'Your ideals are a strength, and small practical steps bring them to life. Accepting that good enough is sometimes enough can ease the pressure you put on yourself.',
  },
  'zh-CN': {
    name: '梦想家',
    summary: '温和、理想主义，以自己的价值观为指引，希望让世界变得更温柔一点。',
    strengths:
      '您有丰富的内心世界，清楚什么对自己真正重要，并真诚地体谅他人。您常常能找到富有创意的方式来表达想法和感受。',
    work: '在有意义、留有创意空间的工作中，比如写作、艺术、心理辅导，或为您在乎的事业出力，您会表现出色。一个彼此支持、没有残酷竞争的环境，能让您的才华展现出来。',
    relationships:
      '您专一而体贴，渴望有深度、坦诚相待的关系。您可能会把委屈藏在心里，所以温和、开放的沟通会有所帮助。',
    growth:
      '您的理想是一种力量，而小小的实际行动能让它们成真。接受“足够好有时就已足够”，可以减轻您给自己的压力。',
  },
  'zh-HK': {
    name: '夢想家',
    summary: '溫和、理想主義，以自己的價值觀為指引，希望讓世界變得更溫柔一點。',
    strengths:
      '您有豐富的內心世界，清楚甚麼對自己真正重要，並真誠地體諒別人。您常常能找到富創意的方式來表達想法和感受。',
    work: '在有意義、留有創作空間的工作中，例如寫作、藝術、輔導，或為您在乎的事業出力，您會表現出色。一個互相支持、沒有殘酷競爭的環境，能讓您的才華展現出來。',
    relationships:
      '您專一而體貼，渴望有深度、坦誠相待的關係。您可能會把委屈藏在心裏，所以溫和、開放的溝通會有幫助。',
    growth:
      '您的理想是一種力量，而小小的實際行動能讓它們成真。接受「夠好有時就已足夠」，可以減輕您加諸自己身上的壓力。',
  },
  'fr-FR': {
    name: 'Le cœur rêveur',
    summary:
      'Une personne douce et idéaliste, guidée par ses valeurs, qui espère rendre le monde un peu plus bienveillant.',
    strengths:
      'Vous avez un monde intérieur riche, un sens aigu de ce qui compte et une réelle empathie pour les autres. Vous trouvez souvent des façons créatives d’exprimer idées et émotions.',
    work: 'Vous vous épanouissez dans un travail qui a du sens et laisse place à la créativité, comme l’écriture, les arts, l’accompagnement ou l’engagement pour une cause qui vous tient à cœur. Un cadre bienveillant, sans compétition féroce, permet à vos talents de se révéler.',
    relationships:
      'Dévouement et tendresse vous caractérisent, et vous espérez des relations profondes et sincères. Il vous arrive de garder vos blessures pour vous, alors des conversations douces et ouvertes aident beaucoup.',
    growth:
      'Vos idéaux sont une force, et de petits pas concrets leur donnent vie. Accepter que « assez bien » suffise parfois peut alléger la pression que vous vous mettez.',
  },
  'es-ES': {
    name: 'El corazón soñador',
    summary:
      'Una persona tierna e idealista que se guía por sus valores y espera hacer el mundo un poco más amable.',
    strengths:
      'Tienes un mundo interior rico, un fuerte sentido de lo que importa y una empatía real hacia los demás. A menudo encuentras formas creativas de expresar ideas y sentimientos.',
    work: 'Te va bien en trabajos que tengan sentido y dejen espacio a la creatividad, como la escritura, las artes, la orientación o el apoyo a causas que te importan. Un entorno que te apoye, sin competencia feroz, deja que tu talento brille.',
    relationships:
      'Te entregas y cuidas de verdad a los tuyos, y esperas relaciones con profundidad y sinceridad. Puede que te guardes lo que te duele, así que las conversaciones tranquilas y abiertas ayudan.',
    growth:
      'Tus ideales son una fortaleza, y los pequeños pasos prácticos les dan vida. Aceptar que a veces «suficientemente bien» basta puede aliviar la presión que te pones.',
  },
  'ja-JP': {
    name: '夢見る人',
    summary: '穏やかで理想を大切にし、自分の価値観に導かれながら、世界を少しでも優しくしたいと願う人です。',
    strengths:
      '豊かな内面世界を持ち、何が大切かをはっきりと感じ取り、人への本物の共感を持っています。考えや気持ちを表現する創造的な方法を見つけるのも得意です。',
    work: '執筆、芸術、カウンセリング、大切に思う活動への貢献など、意味が感じられ、創造性を発揮できる仕事で力を発揮します。厳しい競争のない、支え合える環境なら、あなたの才能が輝きます。',
    relationships:
      '一途で思いやりがあり、深く誠実な関係を望みます。傷ついた気持ちを胸にしまい込むこともあるので、穏やかで率直な会話が助けになります。',
    growth:
      '理想はあなたの強みであり、小さな実際的な一歩がそれを形にします。「ほどほどで十分なときもある」と受け入れると、自分にかけているプレッシャーが和らぎます。',
  },
  'de-DE': {
    name: 'Das träumende Herz',
    summary:
      'Ein sanfter, idealistischer Mensch, der sich von seinen Werten leiten lässt und die Welt ein wenig freundlicher machen möchte.',
    strengths:
      'Sie haben eine reiche Innenwelt, ein starkes Gespür dafür, was zählt, und echtes Mitgefühl für andere. Oft finden Sie kreative Wege, Ideen und Gefühle auszudrücken.',
    work: 'Sie blühen in sinnvoller Arbeit mit Raum für Kreativität auf, etwa beim Schreiben, in der Kunst, in der Beratung oder im Einsatz für Anliegen, die Ihnen wichtig sind. Ein unterstützendes Umfeld ohne harten Wettbewerb lässt Ihre Begabungen zur Geltung kommen.',
    relationships:
      'Sie sind hingebungsvoll und fürsorglich und wünschen sich Beziehungen mit Tiefe und Ehrlichkeit. Kränkungen behalten Sie vielleicht für sich, daher helfen behutsame, offene Gespräche.',
    growth:
      'Ihre Ideale sind eine Stärke, und kleine praktische Schritte erwecken sie zum Leben. Zu akzeptieren, dass „gut genug“ manchmal genügt, kann den Druck mindern, den Sie sich selbst machen.',
  },
  'pt-PT': {
    name: 'O coração sonhador',
    summary:
      'Uma pessoa terna e idealista, que se guia pelos seus valores e espera tornar o mundo um pouco mais gentil.',
    strengths:
      'Tem um mundo interior rico, um forte sentido do que importa e uma empatia verdadeira pelos outros. Encontra muitas vezes formas criativas de exprimir ideias e sentimentos.',
    work: 'Dá-se bem em trabalhos com sentido e espaço para a criatividade, como a escrita, as artes, o aconselhamento ou o apoio a causas que lhe são caras. Um ambiente de apoio, sem competição feroz, deixa os seus talentos sobressair.',
    relationships:
      'Entrega-se e cuida a sério de quem ama, e deseja relações com profundidade e sinceridade. Pode guardar as mágoas para si, por isso conversas serenas e abertas ajudam.',
    growth:
      'Os seus ideais são uma força, e pequenos passos práticos dão-lhes vida. Aceitar que «suficientemente bom» às vezes basta pode aliviar a pressão que põe sobre si.',
  },
  'ko-KR': {
    name: '꿈꾸는 사람',
    summary:
      '온화하고 이상을 품은 사람으로, 자신의 가치를 길잡이 삼아 세상을 조금 더 다정하게 만들고 싶어 합니다.',
    strengths:
      '풍부한 내면세계와 무엇이 중요한지에 대한 뚜렷한 감각, 그리고 다른 사람에 대한 진정한 공감을 지니고 있습니다. 생각과 감정을 표현하는 창의적인 방법을 자주 찾아냅니다.',
    work: '글쓰기, 예술, 상담, 또는 아끼는 대의를 돕는 일처럼 의미가 느껴지고 창의성을 펼칠 수 있는 일에서 잘 해냅니다. 가혹한 경쟁 없이 서로 지지하는 환경에서 당신의 재능이 빛납니다.',
    relationships:
      '헌신적이고 다정하며, 깊이 있고 솔직한 관계를 바랍니다. 상처받은 마음을 혼자 간직할 때가 있으니, 부드럽고 열린 대화가 도움이 됩니다.',
    growth:
      '당신의 이상은 강점이며, 작고 실질적인 걸음이 그것을 현실로 만듭니다. "이 정도면 충분할 때도 있다"는 것을 받아들이면 스스로에게 주는 부담이 줄어듭니다.',
  },
};
