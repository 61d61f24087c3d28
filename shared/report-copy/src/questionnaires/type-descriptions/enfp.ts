import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ENFP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Inspirer',
    summary:
      'An enthusiastic, imaginative person who sees possibilities everywhere and carries others along with their excitement.',
    strengths:
      'You bring energy, creativity and genuine interest in people wherever you go. You are good at seeing the best in others and helping them see it too.',
    work: 'You do well in varied, creative work with room for new ideas and plenty of human contact. Strict routines and heavy detail work can feel like a cage.',
    relationships:
      'You connect quickly and deeply, and friends value your warmth and openness. You need space to explore and grow, and you offer the same freedom in return.',
    growth:
      'Finishing what you start, even when the first excitement has faded, makes your ideas count. A simple system for deadlines and paperwork can free your creativity rather than limit it.',
  },
  'zh-CN': {
    name: '启发者',
    summary: '热情洋溢、富有想象力，处处看到可能性，并用自己的兴奋感染身边的人。',
    strengths:
      '无论走到哪里，您都带来活力、创意，以及对人的真诚兴趣。您善于发现别人最好的一面，也能帮助他们看到这一点。',
    work: '在多变、有创意、能容纳新想法又常与人接触的工作中，您会表现出色。严格的例行程序和繁重的细节工作，可能让您感觉像被关进笼子。',
    relationships:
      '您能很快与人建立深厚的联系，朋友们珍视您的温暖与坦诚。您需要探索和成长的空间，也同样给予对方这份自由。',
    growth:
      '即使最初的兴奋已经退去，也把开始的事情完成，能让您的想法真正产生价值。一套简单的截止日期和事务管理方法，能释放而不是限制您的创造力。',
  },
  'zh-HK': {
    name: '啟發者',
    summary: '熱情洋溢、富想像力，處處看到可能性，並用自己的興奮感染身邊的人。',
    strengths:
      '無論去到哪裏，您都帶來活力、創意，以及對人的真誠興趣。您善於發現別人最好的一面，也能幫助他們看到這一點。',
    work: '在多變、富創意、能容納新構思又經常與人接觸的工作中，您會表現出色。嚴格的例行程序和繁重的細節工作，可能令您覺得像被困在籠中。',
    relationships:
      '您能很快與人建立深厚的聯繫，朋友都珍惜您的溫暖與坦誠。您需要探索和成長的空間，也同樣給予對方這份自由。',
    growth:
      '即使最初的興奮已經減退，也把開始了的事情完成，能讓您的想法真正發揮價值。一套簡單的限期和行政事務管理方法，能釋放而不是限制您的創造力。',
  },
  'fr-FR': {
    name: 'La source d’inspiration',
    summary:
      'Une personne enthousiaste et imaginative, qui voit des possibilités partout et entraîne les autres dans son élan.',
    strengths:
      'Partout où vous passez, vous apportez de l’énergie, de la créativité et un intérêt sincère pour les gens. Vous savez voir le meilleur chez les autres et les aider à le voir aussi.',
    work: 'Vous vous épanouissez dans un travail varié et créatif, ouvert aux idées neuves et riche en contacts humains. Les routines strictes et les tâches très minutieuses peuvent vous donner l’impression d’être en cage.',
    relationships:
      'Vous créez des liens vite et en profondeur, et vos proches apprécient votre chaleur et votre ouverture. Vous avez besoin d’espace pour explorer et grandir, et vous offrez la même liberté en retour.',
    growth:
      'Terminer ce que vous commencez, même quand l’enthousiasme du début est retombé, donne du poids à vos idées. Un système simple pour les échéances et l’administratif peut libérer votre créativité au lieu de la brider.',
  },
  'es-ES': {
    name: 'La fuente de inspiración',
    summary:
      'Una persona entusiasta e imaginativa que ve posibilidades en todas partes y contagia su ilusión a los demás.',
    strengths:
      'Allá donde vas llevas energía, creatividad y un interés sincero por la gente. Sabes ver lo mejor de los demás y ayudarles a verlo también.',
    work: 'Te va bien en trabajos variados y creativos, con espacio para ideas nuevas y mucho trato humano. Las rutinas estrictas y el trabajo muy minucioso pueden hacerte sentir en una jaula.',
    relationships:
      'Conectas rápido y en profundidad, y tus amigos valoran tu calidez y tu apertura. Necesitas espacio para explorar y crecer, y ofreces la misma libertad a cambio.',
    growth:
      'Terminar lo que empiezas, aunque la emoción inicial se haya apagado, hace que tus ideas cuenten. Un sistema sencillo para plazos y papeleo puede liberar tu creatividad en lugar de limitarla.',
  },
  'ja-JP': {
    name: '火付け役',
    summary:
      '情熱的で想像力豊かで、あらゆるところに可能性を見いだし、そのワクワクで周りの人を巻き込む人です。',
    strengths:
      'どこへ行っても、エネルギーと創造性、そして人への心からの関心をもたらします。人の一番良いところを見つけ、本人にもそれに気づかせるのが得意です。',
    work: '新しいアイデアを歓迎し、人との関わりが多い、変化に富んだ創造的な仕事で力を発揮します。厳格なルーティンや細かい作業ばかりの仕事は、檻の中にいるように感じられるかもしれません。',
    relationships:
      'すぐに深く打ち解け、友人たちはあなたの温かさとオープンさを大切に思っています。探求し成長するための自由を必要とし、相手にも同じ自由を贈ります。',
    growth:
      '最初の興奮が冷めても始めたことをやり遂げると、アイデアが本当の意味を持ちます。締め切りや事務作業のためのシンプルな仕組みは、創造性を縛るどころか解き放ってくれます。',
  },
  'de-DE': {
    name: 'Die Inspirationsquelle',
    summary:
      'Ein begeisterungsfähiger, fantasievoller Mensch, der überall Möglichkeiten sieht und andere mit seiner Freude mitreißt.',
    strengths:
      'Wo Sie auch sind, bringen Sie Energie, Kreativität und echtes Interesse an Menschen mit. Sie sehen das Beste in anderen und helfen ihnen, es selbst zu erkennen.',
    work: 'Sie blühen in abwechslungsreicher, kreativer Arbeit mit Raum für neue Ideen und viel Kontakt zu Menschen auf. Strenge Routinen und kleinteilige Detailarbeit können sich wie ein Käfig anfühlen.',
    relationships:
      'Sie finden schnell und tief Anschluss, und Ihre Freunde schätzen Ihre Wärme und Offenheit. Sie brauchen Freiraum, um zu entdecken und zu wachsen, und lassen anderen dieselbe Freiheit.',
    growth:
      'Begonnenes auch dann abzuschließen, wenn die erste Begeisterung verflogen ist, verleiht Ihren Ideen Gewicht. Ein einfaches System für Fristen und Papierkram kann Ihre Kreativität befreien, statt sie einzuschränken.',
  },
  'pt-PT': {
    name: 'A fonte de inspiração',
    summary:
      'Uma pessoa entusiasta e imaginativa, que vê possibilidades em todo o lado e contagia os outros com o seu entusiasmo.',
    strengths:
      'Onde quer que vá, leva energia, criatividade e um interesse genuíno pelas pessoas. Sabe ver o melhor nos outros e ajudá-los a vê-lo também.',
    work: 'Dá-se bem em trabalhos variados e criativos, com espaço para ideias novas e muito contacto humano. As rotinas rígidas e o trabalho muito minucioso podem parecer-lhe uma jaula.',
    relationships:
      'Cria laços depressa e com profundidade, e os amigos valorizam o seu calor e a sua abertura. Precisa de espaço para explorar e crescer, e oferece a mesma liberdade em troca.',
    growth:
      'Terminar o que começa, mesmo quando o entusiasmo inicial já passou, dá peso às suas ideias. Um sistema simples para prazos e burocracia pode libertar a sua criatividade em vez de a limitar.',
  },
  'ko-KR': {
    name: '불씨를 지피는 사람',
    summary:
      '열정적이고 상상력이 풍부하며, 어디서나 가능성을 보고 그 설렘으로 주변 사람들을 끌어들이는 사람입니다.',
    strengths:
      '어디를 가든 에너지와 창의성, 그리고 사람에 대한 진심 어린 관심을 가져옵니다. 다른 사람의 가장 좋은 면을 발견하고, 그들도 그것을 보도록 돕는 데 능합니다.',
    work: '새로운 아이디어를 펼칠 여지가 있고 사람들과 많이 교류하는, 변화 많고 창의적인 일에서 잘 해냅니다. 엄격한 일과와 세세한 작업이 많은 일은 새장처럼 답답하게 느껴질 수 있습니다.',
    relationships:
      '사람들과 빠르고 깊게 가까워지며, 친구들은 당신의 따뜻함과 열린 마음을 소중히 여깁니다. 탐색하고 성장할 공간이 필요하고, 상대에게도 같은 자유를 줍니다.',
    growth:
      '처음의 설렘이 식은 뒤에도 시작한 일을 끝까지 마치면 아이디어가 진짜 의미를 갖게 됩니다. 마감과 행정 업무를 위한 간단한 체계는 창의성을 제한하기보다 오히려 풀어 줍니다.',
  },
};
