import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ESTJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Organiser',
    summary:
      'A practical, dependable person who likes to turn plans into results and keep things running smoothly.',
    strengths:
      'You bring order to messy situations and follow through on what you promise. People trust you to know what needs doing and to get it done.',
    work: 'You do well where goals are clear and effort is visible, and you are often the one who sets up the schedule. Teams value your fairness and your habit of finishing what was started.',
    relationships:
      'You show care through actions: turning up, helping out, keeping your word. You appreciate honesty and like to know where you stand.',
    growth:
      'Not everyone moves at your pace or shares your way of doing things. Asking how others see a problem before you settle it can make your plans even stronger.',
  },
  'zh-CN': {
    name: '组织者',
    summary: '务实可靠，喜欢把计划变成成果，让事情顺利运转。',
    strengths: '您能为混乱的局面带来秩序，答应的事一定做到。大家相信您知道该做什么，也相信您能把事情办成。',
    work: '在目标清晰、努力看得见的地方，您如鱼得水，也常常是排定日程的那个人。团队看重您的公正，以及您有始有终的习惯。',
    relationships: '您用行动表达关心：到场、帮忙、信守承诺。您欣赏坦诚，也希望清楚知道彼此的立场。',
    growth: '不是每个人都和您步调一致，或认同您的做事方式。在拍板之前问问别人怎么看，能让您的计划更加周全。',
  },
  'zh-HK': {
    name: '組織者',
    summary: '務實可靠，喜歡把計劃化為成果，讓事情順利運作。',
    strengths: '您能為混亂的局面帶來秩序，答應過的事必定做到。大家相信您知道該做甚麼，也相信您能把事情辦妥。',
    work: '在目標清晰、努力看得見的地方，您如魚得水，也往往是負責編排日程的那個人。團隊看重您的公正，以及您有始有終的習慣。',
    relationships: '您用行動表達關心：到場、幫忙、信守承諾。您欣賞坦誠，也希望清楚知道彼此的立場。',
    growth: '不是每個人都跟您步伐一致，或認同您的做事方式。在拍板之前問問別人的看法，能令您的計劃更周全。',
  },
  'fr-FR': {
    name: 'Le chef d’orchestre',
    summary:
      'Une personne concrète et fiable, qui aime transformer les projets en résultats et faire tourner les choses rond.',
    strengths:
      'Vous mettez de l’ordre dans les situations confuses et vous tenez vos engagements. On vous fait confiance pour savoir ce qu’il faut faire et pour le faire.',
    work: 'Vous êtes à l’aise là où les objectifs sont clairs et les efforts visibles, et c’est souvent vous qui établissez le planning. Les équipes apprécient votre sens de la justice et votre habitude de terminer ce qui a été commencé.',
    relationships:
      'Vous montrez votre attachement par des actes : être là, donner un coup de main, tenir parole. Vous appréciez la franchise et aimez savoir où vous en êtes avec les autres.',
    growth:
      'Tout le monde n’avance pas à votre rythme ni de la même façon que vous. Demander aux autres comment ils voient un problème avant de trancher peut rendre vos projets encore plus solides.',
  },
  'es-ES': {
    name: 'El sentido del orden',
    summary:
      'Una persona práctica y fiable a la que le gusta convertir los planes en resultados y que todo funcione sin tropiezos.',
    strengths:
      'Pones orden en las situaciones caóticas y cumples lo que prometes. La gente confía en que sabes lo que hay que hacer y en que lo harás.',
    work: 'Te desenvuelves bien donde los objetivos son claros y el esfuerzo se ve, y a menudo eres quien organiza el calendario. Los equipos valoran tu sentido de la justicia y tu costumbre de terminar lo que se empieza.',
    relationships:
      'Demuestras tu cariño con hechos: estar presente, echar una mano, cumplir tu palabra. Valoras la sinceridad y te gusta saber a qué atenerte.',
    growth:
      'No todo el mundo va a tu ritmo ni hace las cosas a tu manera. Preguntar cómo ven los demás un problema antes de decidir puede hacer tus planes aún más sólidos.',
  },
  'ja-JP': {
    name: 'まとめ役',
    summary: '現実的で頼りになり、計画を成果に変えて物事を円滑に進めるのが好きな人です。',
    strengths:
      '混乱した状況に秩序をもたらし、約束したことは最後までやり遂げます。何をすべきかを分かっていて、それを実行してくれる人として信頼されています。',
    work: '目標がはっきりしていて努力が目に見える環境で力を発揮し、スケジュールを組む役を任されることもよくあります。チームは、あなたの公平さと、始めたことを最後までやり抜く姿勢を高く評価しています。',
    relationships:
      '思いやりを行動で示します。顔を出す、手を貸す、約束を守る、といった形です。率直さを大切にし、お互いの立場をはっきりさせておきたいタイプです。',
    growth:
      '誰もがあなたと同じペースで、同じやり方で進むわけではありません。決める前に周りの人が問題をどう見ているか聞いてみると、計画がさらに確かなものになります。',
  },
  'de-DE': {
    name: 'Das Organisationstalent',
    summary:
      'Ein praktischer, verlässlicher Mensch, der gern Pläne in Ergebnisse verwandelt und dafür sorgt, dass alles rund läuft.',
    strengths:
      'Sie bringen Ordnung in unübersichtliche Lagen und halten, was Sie versprechen. Andere verlassen sich darauf, dass Sie wissen, was zu tun ist, und es auch erledigen.',
    work: 'Sie blühen auf, wo Ziele klar und Anstrengungen sichtbar sind, und oft stellen Sie den Zeitplan auf. Teams schätzen Ihre Fairness und Ihre Gewohnheit, Begonnenes zu Ende zu bringen.',
    relationships:
      'Sie zeigen Zuneigung durch Taten: da sein, mit anpacken, Wort halten. Sie schätzen Ehrlichkeit und wissen gern, woran Sie sind.',
    growth:
      'Nicht alle gehen in Ihrem Tempo oder auf Ihre Art vor. Wenn Sie vor einer Entscheidung fragen, wie andere ein Problem sehen, werden Ihre Pläne noch tragfähiger.',
  },
  'pt-PT': {
    name: 'O sentido de organização',
    summary:
      'Uma pessoa prática e fiável, que gosta de transformar planos em resultados e de manter tudo a funcionar sem sobressaltos.',
    strengths:
      'Põe ordem em situações confusas e cumpre o que promete. As pessoas confiam que sabe o que é preciso fazer e que o vai fazer.',
    work: 'Sente-se bem onde os objetivos são claros e o esforço é visível, e muitas vezes é quem organiza o calendário. As equipas valorizam o seu sentido de justiça e o hábito de terminar o que se começou.',
    relationships:
      'Mostra que se importa através de ações: estar presente, dar uma ajuda, cumprir a palavra. Aprecia a franqueza e gosta de saber com o que pode contar.',
    growth:
      'Nem toda a gente avança ao seu ritmo ou faz as coisas à sua maneira. Perguntar aos outros como veem um problema antes de decidir pode tornar os seus planos ainda mais sólidos.',
  },
  'ko-KR': {
    name: '조직가',
    summary:
      '실용적이고 믿음직하며, 계획을 결과로 바꾸고 일이 순조롭게 돌아가게 하는 것을 좋아하는 사람입니다.',
    strengths:
      '어수선한 상황에 질서를 가져오고, 약속한 일은 끝까지 해냅니다. 사람들은 당신이 무엇을 해야 하는지 알고, 그것을 해낼 것이라고 믿습니다.',
    work: '목표가 분명하고 노력이 눈에 보이는 곳에서 능력을 발휘하며, 일정을 짜는 역할을 맡는 경우가 많습니다. 팀은 당신의 공정함과 시작한 일을 끝맺는 습관을 높이 평가합니다.',
    relationships:
      '행동으로 마음을 표현합니다. 곁에 있어 주고, 도와주고, 약속을 지키는 방식으로요. 솔직함을 중요하게 여기며, 서로의 입장이 분명한 것을 좋아합니다.',
    growth:
      '모든 사람이 당신과 같은 속도로, 같은 방식으로 움직이지는 않습니다. 결정을 내리기 전에 다른 사람들이 문제를 어떻게 보는지 물어보면 계획이 한층 더 단단해집니다.',
  },
};
