import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ESTP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Go-Getter',
    summary:
      'A lively, hands-on person who learns by doing and is at their best when something is happening.',
    strengths:
      'You think fast on your feet and stay calm when plans change at the last minute. Your energy and sense of humour make hard tasks feel lighter.',
    work: 'You shine in roles with variety, real problems and quick results, from sales to emergency repairs. Long meetings and slow paperwork may test your patience more than anything else.',
    relationships:
      'You bring fun and spontaneity, and you would rather share an experience than talk about feelings at length. Friends can count on you to turn up and get things moving.',
    growth:
      'Pausing to think about the longer-term effects of a quick decision can save you trouble later. Giving quieter people time to speak also helps them keep up with you.',
  },
  'zh-CN': {
    name: '行动派',
    summary: '活泼、爱动手，在实践中学习，事情越热闹越能发挥所长。',
    strengths: '您反应敏捷，计划临时变动时也能保持镇定。您的活力和幽默感，能让艰难的任务变得轻松一些。',
    work: '在富有变化、面对实际问题、能很快见到成果的岗位上，您最能大放异彩，从销售到紧急抢修都是如此。冗长的会议和缓慢的文书工作，可能最考验您的耐心。',
    relationships:
      '您为关系带来乐趣和随性，比起长时间谈论感受，您更喜欢一起去经历些什么。朋友们知道，只要有您在，事情就会动起来。',
    growth:
      '快速做决定之后，停下来想想长远的影响，可以为日后省去不少麻烦。给比较安静的人留出说话的时间，也能让他们跟上您的节奏。',
  },
  'zh-HK': {
    name: '行動派',
    summary: '活潑、愛動手，從實踐中學習，事情越熱鬧越能發揮所長。',
    strengths: '您反應敏捷，計劃臨時有變時也能保持鎮定。您的活力和幽默感，能令艱難的任務變得輕鬆一點。',
    work: '在富變化、要解決實際問題、能很快見到成果的崗位上，您最能大放異彩，由銷售到緊急維修都是如此。冗長的會議和慢吞吞的文書工作，可能最考驗您的耐性。',
    relationships:
      '您為關係帶來樂趣和隨性，比起長時間談論感受，您更喜歡一起去經歷些甚麼。朋友都知道，只要有您在，事情就會動起來。',
    growth:
      '快速作出決定後，停下來想想長遠的影響，可以為日後省卻不少麻煩。給較安靜的人留出說話的時間，也能讓他們跟上您的步伐。',
  },
  'fr-FR': {
    name: 'Le moteur',
    summary:
      'Une personne vive et concrète, qui apprend en faisant et donne le meilleur d’elle-même quand il se passe quelque chose.',
    strengths:
      'Vous réfléchissez vite dans l’action et gardez votre calme quand les plans changent à la dernière minute. Votre énergie et votre humour rendent les tâches difficiles plus légères.',
    work: 'Vous brillez dans les rôles variés, face à de vrais problèmes et à des résultats rapides, de la vente aux dépannages urgents. Les longues réunions et la paperasse interminable mettent sans doute votre patience à plus rude épreuve que tout le reste.',
    relationships:
      'Vous apportez de la gaieté et de la spontanéité, et vous préférez vivre des choses ensemble plutôt que parler longuement de sentiments. Vos proches savent qu’avec vous, les choses bougent.',
    growth:
      'Prendre un instant pour penser aux effets à long terme d’une décision rapide peut vous éviter des ennuis plus tard. Laisser aux personnes plus discrètes le temps de parler les aide aussi à suivre votre rythme.',
  },
  'es-ES': {
    name: 'El motor',
    summary: 'Una persona vital y práctica que aprende haciendo y da lo mejor de sí cuando hay acción.',
    strengths:
      'Piensas rápido sobre la marcha y mantienes la calma cuando los planes cambian en el último momento. Tu energía y tu sentido del humor hacen que las tareas difíciles pesen menos.',
    work: 'Brillas en puestos variados, con problemas reales y resultados rápidos, desde las ventas hasta las reparaciones urgentes. Las reuniones largas y el papeleo lento probablemente ponen a prueba tu paciencia más que nada.',
    relationships:
      'Aportas diversión y espontaneidad, y prefieres compartir experiencias a hablar largo y tendido de sentimientos. Tus amigos saben que pueden contar contigo para aparecer y poner las cosas en marcha.',
    growth:
      'Pararte a pensar en los efectos a largo plazo de una decisión rápida puede ahorrarte problemas más adelante. Dar tiempo para hablar a las personas más calladas también les ayuda a seguir tu ritmo.',
  },
  'ja-JP': {
    name: '行動派',
    summary: '活発で手を動かすのが好きな実践派で、何かが起きているときにこそ本領を発揮する人です。',
    strengths:
      '状況に応じてすばやく考え、土壇場で予定が変わっても落ち着いていられます。あなたのエネルギーとユーモアは、大変な仕事を少し軽く感じさせてくれます。',
    work: '変化に富み、現実の問題に取り組み、すぐに結果が出る仕事で輝きます。営業から緊急対応まで、その場で動ける役割が向いています。長い会議やのんびりした書類仕事は、何よりも忍耐を試されるものかもしれません。',
    relationships:
      '楽しさと気軽さを運んでくる人で、気持ちについて長々と話すより、一緒に何かを体験するのを好みます。友人たちは、あなたが来てくれれば物事が動き出すと知っています。',
    growth:
      'すばやく決めたことの長期的な影響を少し立ち止まって考えると、後のトラブルを防げます。物静かな人に話す時間を渡すことも、その人があなたのペースについていく助けになります。',
  },
  'de-DE': {
    name: 'Das Energiebündel',
    summary: 'Ein lebhafter, zupackender Mensch, der durch Tun lernt und am besten ist, wenn etwas los ist.',
    strengths:
      'Sie denken im Handeln schnell und bleiben ruhig, wenn sich Pläne in letzter Minute ändern. Ihre Energie und Ihr Humor machen schwere Aufgaben leichter.',
    work: 'Sie glänzen in abwechslungsreichen Aufgaben mit echten Problemen und schnellen Ergebnissen, vom Verkauf bis zum Noteinsatz. Lange Besprechungen und zähe Papierarbeit stellen Ihre Geduld wohl am meisten auf die Probe.',
    relationships:
      'Sie bringen Spaß und Spontaneität mit und erleben lieber etwas gemeinsam, als lange über Gefühle zu reden. Ihre Freunde wissen, dass mit Ihnen Bewegung in die Dinge kommt.',
    growth:
      'Kurz über die langfristigen Folgen einer schnellen Entscheidung nachzudenken, kann Ihnen später Ärger ersparen. Wenn Sie stilleren Menschen Zeit zum Reden lassen, können auch sie mit Ihnen Schritt halten.',
  },
  'pt-PT': {
    name: 'O motor',
    summary: 'Uma pessoa viva e prática, que aprende fazendo e dá o seu melhor quando há ação.',
    strengths:
      'Pensa depressa no calor do momento e mantém a calma quando os planos mudam à última hora. A sua energia e o seu sentido de humor tornam as tarefas difíceis mais leves.',
    work: 'Destaca-se em funções variadas, com problemas reais e resultados rápidos, das vendas às reparações urgentes. As reuniões longas e a papelada lenta são provavelmente o que mais lhe põe a paciência à prova.',
    relationships:
      'Traz diversão e espontaneidade, e prefere partilhar experiências a falar longamente de sentimentos. Os amigos sabem que podem contar consigo para aparecer e pôr as coisas a mexer.',
    growth:
      'Parar para pensar nos efeitos a longo prazo de uma decisão rápida pode poupar-lhe problemas mais tarde. Dar tempo às pessoas mais caladas para falarem também as ajuda a acompanhar o seu ritmo.',
  },
  'ko-KR': {
    name: '행동파',
    summary: '활기차고 직접 부딪혀 보는 것을 좋아하며, 일이 벌어지는 현장에서 가장 빛나는 사람입니다.',
    strengths:
      '상황에 맞춰 빠르게 생각하고, 계획이 마지막 순간에 바뀌어도 침착함을 잃지 않습니다. 당신의 에너지와 유머 감각은 힘든 일도 한결 가볍게 만들어 줍니다.',
    work: '영업부터 긴급 수리까지, 변화가 많고 실제 문제를 다루며 결과가 빨리 나오는 역할에서 빛을 발합니다. 긴 회의와 더딘 서류 작업이 무엇보다 인내심을 시험할 수 있습니다.',
    relationships:
      '즐거움과 즉흥성을 가져오며, 감정에 대해 길게 이야기하기보다 함께 무언가를 경험하는 쪽을 좋아합니다. 친구들은 당신이 나타나면 일이 굴러가기 시작한다는 것을 압니다.',
    growth:
      '빠르게 내린 결정이 길게 어떤 영향을 줄지 잠시 생각해 보면 나중의 수고를 덜 수 있습니다. 조용한 사람들에게 말할 시간을 주면 그들도 당신의 속도를 따라올 수 있습니다.',
  },
};
