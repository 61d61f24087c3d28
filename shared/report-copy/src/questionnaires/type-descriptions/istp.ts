import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ISTP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Tinkerer',
    summary: 'A calm, independent person who likes to understand how things work and to fix what is broken.',
    strengths:
      'You stay cool in a crisis and find practical solutions quickly. You learn by taking things apart, trying them out and seeing for yourself.',
    work: 'You do well with hands-on problems, whether tools, machines or systems, and with the freedom to tackle them your own way. Too many rules or meetings can make you lose interest.',
    relationships:
      'You respect other people’s independence and expect the same for yourself. You show care by doing useful things more than by talking about feelings.',
    growth:
      'Telling people what you are thinking, even briefly, saves misunderstandings. Planning a little further ahead can open doors that quick decisions sometimes close.',
  },
  'zh-CN': {
    name: '动手达人',
    summary: '冷静、独立，喜欢弄清事物如何运作，并修好坏掉的东西。',
    strengths: '危机之中您能保持冷静，并迅速找到实际的解决办法。您通过拆开、试验、亲眼验证来学习。',
    work: '面对需要动手的问题，无论是工具、机器还是系统，只要能按自己的方式去处理，您就会表现出色。太多的规定或会议可能让您失去兴趣。',
    relationships:
      '您尊重别人的独立，也希望自己的独立得到尊重。比起谈论感受，您更常用做些实用的事来表达关心。',
    growth:
      '把自己的想法告诉别人，哪怕只是简短几句，也能避免误会。多往前规划一点，可以打开一些仓促决定有时会关上的门。',
  },
  'zh-HK': {
    name: '動手達人',
    summary: '冷靜、獨立，喜歡弄清事物如何運作，並修好壞掉的東西。',
    strengths: '危機之中您能保持冷靜，並迅速找到實際的解決辦法。您透過拆開、試驗、親眼驗證來學習。',
    work: '面對需要動手的難題，無論是工具、機器還是系統，只要能按自己的方式處理，您就會表現出色。太多的規矩或會議，可能令您失去興趣。',
    relationships:
      '您尊重別人的獨立，也希望自己的獨立得到尊重。比起談論感受，您更常以做些實用的事來表達關心。',
    growth:
      '把自己的想法告訴別人，哪怕只是簡短幾句，也能避免誤會。多往前計劃一點，可以打開一些倉促決定有時會關上的門。',
  },
  'fr-FR': {
    name: 'L’as du bricolage',
    summary:
      'Une personne calme et indépendante, qui aime comprendre comment les choses fonctionnent et réparer ce qui est cassé.',
    strengths:
      'Vous gardez la tête froide en situation de crise et trouvez vite des solutions concrètes. Vous apprenez en démontant, en essayant et en constatant par vous-même.',
    work: 'Vous êtes à l’aise face aux problèmes concrets, qu’il s’agisse d’outils, de machines ou de systèmes, avec la liberté de les aborder à votre manière. Trop de règles ou de réunions peuvent vous faire perdre tout intérêt.',
    relationships:
      'Vous respectez l’indépendance des autres et attendez la même chose pour vous. Vous montrez votre attention en rendant des services concrets plutôt qu’en parlant de sentiments.',
    growth:
      'Dire aux autres ce que vous pensez, même en quelques mots, évite bien des malentendus. Anticiper un peu plus peut ouvrir des portes que les décisions rapides referment parfois.',
  },
  'es-ES': {
    name: 'Las manos hábiles',
    summary:
      'Una persona tranquila e independiente a la que le gusta entender cómo funcionan las cosas y arreglar lo que se ha roto.',
    strengths:
      'Mantienes la cabeza fría en una crisis y encuentras soluciones prácticas enseguida. Aprendes desmontando, probando y viéndolo con tus propios ojos.',
    work: 'Te va bien con problemas prácticos, ya sean herramientas, máquinas o sistemas, y con libertad para resolverlos a tu manera. Demasiadas normas o reuniones pueden hacer que pierdas el interés.',
    relationships:
      'Respetas la independencia de los demás y esperas lo mismo para ti. Demuestras tu cariño haciendo cosas útiles más que hablando de sentimientos.',
    growth:
      'Contar a los demás lo que piensas, aunque sea en pocas palabras, evita malentendidos. Planificar un poco más a largo plazo puede abrirte puertas que las decisiones rápidas a veces cierran.',
  },
  'ja-JP': {
    name: '職人肌',
    summary: '落ち着いていて自立心があり、物事の仕組みを理解し、壊れたものを直すのが好きな人です。',
    strengths:
      '危機の中でも冷静さを保ち、すばやく実際的な解決策を見つけます。分解し、試し、自分の目で確かめることで学んでいきます。',
    work: '道具や機械、システムなど、手を動かして取り組む問題を、自分のやり方で解決できる環境で力を発揮します。ルールや会議が多すぎると、興味を失ってしまうかもしれません。',
    relationships:
      '相手の自立を尊重し、自分にも同じものを求めます。気持ちを語るより、役に立つことをして思いやりを示すタイプです。',
    growth:
      '考えていることを、短くてもいいので言葉にして伝えると、誤解を防げます。もう少し先まで計画すると、素早い決断がときに閉ざしてしまう扉が開くこともあります。',
  },
  'de-DE': {
    name: 'Das Tüftelgenie',
    summary:
      'Ein ruhiger, unabhängiger Mensch, der verstehen will, wie Dinge funktionieren, und gern repariert, was kaputt ist.',
    strengths:
      'In einer Krise bleiben Sie gelassen und finden schnell praktische Lösungen. Sie lernen, indem Sie Dinge auseinandernehmen, ausprobieren und selbst nachsehen.',
    work: 'Sie sind stark bei handfesten Problemen mit Werkzeugen, Maschinen oder Systemen, wenn Sie sie auf Ihre Weise angehen dürfen. Zu viele Regeln oder Besprechungen können Ihnen schnell die Lust nehmen.',
    relationships:
      'Sie respektieren die Unabhängigkeit anderer und erwarten dasselbe für sich. Zuwendung zeigen Sie eher durch nützliche Taten als durch Gespräche über Gefühle.',
    growth:
      'Anderen zu sagen, was Sie denken, und sei es nur kurz, erspart Missverständnisse. Etwas weiter vorauszuplanen, kann Türen öffnen, die schnelle Entscheidungen manchmal schließen.',
  },
  'pt-PT': {
    name: 'As mãos habilidosas',
    summary:
      'Uma pessoa calma e independente, que gosta de perceber como as coisas funcionam e de arranjar o que está avariado.',
    strengths:
      'Mantém a cabeça fria numa crise e encontra soluções práticas depressa. Aprende pela prática: desmonta, experimenta e vê com os próprios olhos.',
    work: 'Dá-se bem com problemas práticos, sejam ferramentas, máquinas ou sistemas, e com liberdade para os resolver à sua maneira. Demasiadas regras ou reuniões podem fazê-lo perder o interesse.',
    relationships:
      'Respeita a independência dos outros e espera o mesmo para si. Mostra que se importa mais com gestos úteis do que com conversas sobre sentimentos.',
    growth:
      'Dizer aos outros o que está a pensar, mesmo em poucas palavras, evita mal-entendidos. Planear um pouco mais à frente pode abrir portas que as decisões rápidas às vezes fecham.',
  },
  'ko-KR': {
    name: '손재주꾼',
    summary:
      '차분하고 독립적이며, 사물이 어떻게 작동하는지 이해하고 고장 난 것을 고치기를 좋아하는 사람입니다.',
    strengths:
      '위기 속에서도 침착함을 유지하고 실용적인 해결책을 빠르게 찾아냅니다. 직접 분해해 보고, 시도해 보고, 눈으로 확인하며 배웁니다.',
    work: '도구, 기계, 시스템처럼 손으로 다루는 문제를 자기 방식대로 풀 수 있을 때 잘 해냅니다. 규칙이나 회의가 너무 많으면 흥미를 잃기 쉽습니다.',
    relationships:
      '다른 사람의 독립성을 존중하고, 자신도 같은 존중을 기대합니다. 감정을 이야기하기보다 쓸모 있는 일을 해 주는 것으로 마음을 표현합니다.',
    growth:
      '짧게라도 생각하는 바를 말로 전하면 오해를 줄일 수 있습니다. 조금 더 앞을 내다보고 계획하면, 빠른 결정이 때때로 닫아 버리는 문이 열릴 수 있습니다.',
  },
};
