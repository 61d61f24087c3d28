import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const INTJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Strategist',
    summary:
      'An independent, far-sighted person who likes to understand systems deeply and improve them with a long-term plan.',
    strengths:
      'You think several steps ahead and can turn a complex problem into a clear plan. You are self-driven, curious and not easily swayed by what is merely popular.',
    work: 'You do well where you can work on hard problems with a good degree of independence, such as research, strategy, engineering or analysis. Inefficiency and decisions made without clear reasons can frustrate you.',
    relationships:
      'You are selective with your time but deeply loyal once you commit. You show care by thinking problems through with people and helping them find a way forward.',
    growth:
      'Not every plan needs to be perfect before you share it. Explaining your thinking, and asking how others feel about it, wins support that logic alone does not.',
  },
  'zh-CN': {
    name: '策略家',
    summary: '独立、有远见，喜欢深入理解事物的运作体系，并用长远的计划去改进它。',
    strengths:
      '您能提前想好几步，把复杂的问题变成清晰的计划。您自我驱动、充满好奇，不会轻易被一时的流行左右。',
    work: '在能够相对独立地攻克难题的地方，比如研究、战略、工程或分析，您会表现出色。低效率和理由不明的决定，可能会让您感到沮丧。',
    relationships:
      '您对时间的分配很挑剔，但一旦投入，就会非常忠诚。您关心别人的方式，是陪他们一起把问题想清楚，帮他们找到前进的路。',
    growth:
      '并不是每个计划都要完美无缺才能拿出来分享。解释您的思路，并问问别人对此有什么感受，能赢得单靠逻辑得不到的支持。',
  },
  'zh-HK': {
    name: '策略家',
    summary: '獨立、有遠見，喜歡深入理解事物的運作體系，並以長遠的計劃去改進它。',
    strengths:
      '您能預先想好幾步，把複雜的問題變成清晰的計劃。您自我驅動、充滿好奇，不會輕易被一時的潮流左右。',
    work: '在可以相對獨立地攻克難題的地方，例如研究、策略、工程或分析，您會表現出色。效率低下和理由不明的決定，可能令您感到沮喪。',
    relationships:
      '您對時間的分配很有選擇，但一旦投入，就會非常忠誠。您關心別人的方式，是陪他們一起把問題想清楚，幫他們找到前路。',
    growth:
      '並不是每個計劃都要完美無瑕才能拿出來分享。解釋您的思路，並問問別人對此有甚麼感受，能贏得單靠邏輯得不到的支持。',
  },
  'fr-FR': {
    name: 'Le stratège',
    summary:
      'Une personne indépendante et visionnaire, qui aime comprendre les systèmes en profondeur et les améliorer avec un plan à long terme.',
    strengths:
      'Vous avez plusieurs coups d’avance et savez transformer un problème complexe en plan clair. Vous avez votre propre moteur, une grande curiosité, et ce qui est simplement à la mode vous influence peu.',
    work: 'Vous êtes à l’aise là où vous pouvez vous attaquer à des problèmes difficiles avec une bonne part d’autonomie, comme la recherche, la stratégie, l’ingénierie ou l’analyse. L’inefficacité et les décisions sans raison claire peuvent vous agacer.',
    relationships:
      'Vous choisissez avec soin à qui vous consacrez votre temps, mais votre fidélité est profonde une fois engagée. Vous montrez votre attention en réfléchissant aux problèmes avec les autres et en les aidant à trouver une issue.',
    growth:
      'Un plan n’a pas besoin d’être parfait pour être partagé. Expliquer votre raisonnement, et demander aux autres ce qu’ils en pensent et en ressentent, vous vaut un soutien que la logique seule n’apporte pas.',
  },
  'es-ES': {
    name: 'El estratega',
    summary:
      'Una persona independiente y con visión de futuro a la que le gusta comprender a fondo los sistemas y mejorarlos con un plan a largo plazo.',
    strengths:
      'Piensas varios pasos por delante y sabes convertir un problema complejo en un plan claro. Te mueves por iniciativa propia, tienes mucha curiosidad y lo que simplemente está de moda apenas te influye.',
    work: 'Te va bien donde puedes trabajar en problemas difíciles con bastante autonomía, como la investigación, la estrategia, la ingeniería o el análisis. La ineficacia y las decisiones sin razones claras pueden frustrarte.',
    relationships:
      'Eliges con cuidado a quién dedicas tu tiempo, pero cuando te comprometes tu lealtad es profunda. Demuestras tu cariño pensando los problemas junto a los demás y ayudándoles a encontrar una salida.',
    growth:
      'No todo plan tiene que ser perfecto antes de compartirlo. Explicar cómo piensas, y preguntar a los demás cómo lo viven, te gana un apoyo que la lógica sola no consigue.',
  },
  'ja-JP': {
    name: '戦略家',
    summary: '自立していて先見性があり、仕組みを深く理解して長期的な計画で改善していくのが好きな人です。',
    strengths:
      '何手も先を読み、複雑な問題を明確な計画に落とし込めます。自ら動く力と好奇心があり、単なる流行には簡単に流されません。',
    work: '研究、戦略、技術、分析など、難しい問題にある程度自分の裁量で取り組める場所で力を発揮します。非効率なことや、理由のはっきりしない決定にはいら立ちを覚えるかもしれません。',
    relationships:
      '時間を使う相手は慎重に選びますが、一度心を決めれば深く誠実です。相手と一緒に問題を考え抜き、前に進む道を見つける手助けをすることで思いやりを示します。',
    growth:
      '計画は、完璧になってからでなくても共有してかまいません。自分の考えを説明し、相手がどう感じるかを尋ねると、論理だけでは得られない支持が集まります。',
  },
  'de-DE': {
    name: 'Der Weitblick',
    summary:
      'Ein unabhängiger, weitsichtiger Mensch, der Systeme gründlich verstehen und mit einem langfristigen Plan verbessern will.',
    strengths:
      'Sie denken mehrere Schritte voraus und machen aus einem verwickelten Problem einen klaren Plan. Sie treiben sich selbst an, sind neugierig und lassen sich von bloßen Trends kaum beeindrucken.',
    work: 'Sie sind stark, wo Sie schwierige Probleme mit viel Eigenständigkeit angehen können, etwa in Forschung, Strategie, Technik oder Analyse. Ineffizienz und Entscheidungen ohne klare Begründung können Sie frustrieren.',
    relationships:
      'Sie wählen sorgfältig, wem Sie Ihre Zeit schenken, sind dann aber zutiefst loyal. Zuwendung zeigen Sie, indem Sie Probleme mit anderen durchdenken und ihnen helfen, einen Weg nach vorn zu finden.',
    growth:
      'Nicht jeder Plan muss perfekt sein, bevor Sie ihn teilen. Wenn Sie Ihre Überlegungen erklären und fragen, wie andere sich damit fühlen, gewinnen Sie Unterstützung, die Logik allein nicht bringt.',
  },
  'pt-PT': {
    name: 'O estratega',
    summary:
      'Uma pessoa independente e com visão de futuro, que gosta de compreender os sistemas a fundo e de os melhorar com um plano a longo prazo.',
    strengths:
      'Pensa vários passos à frente e sabe transformar um problema complexo num plano claro. Tem iniciativa própria, muita curiosidade e deixa-se influenciar pouco pelo que está apenas na moda.',
    work: 'Dá-se bem onde pode trabalhar em problemas difíceis com bastante autonomia, como a investigação, a estratégia, a engenharia ou a análise. A ineficiência e as decisões sem razões claras podem frustrá-lo.',
    relationships:
      'Escolhe com cuidado a quem dedica o seu tempo, mas, quando se compromete, a sua lealdade é profunda. Mostra que se importa pensando os problemas em conjunto com os outros e ajudando-os a encontrar um caminho.',
    growth:
      'Nem todos os planos têm de estar perfeitos antes de os partilhar. Explicar o seu raciocínio, e perguntar aos outros como se sentem em relação a ele, conquista um apoio que a lógica sozinha não traz.',
  },
  'ko-KR': {
    name: '전략가',
    summary:
      '독립적이고 멀리 내다보며, 시스템을 깊이 이해하고 장기적인 계획으로 개선하기를 좋아하는 사람입니다.',
    strengths:
      '몇 수 앞을 내다보고, 복잡한 문제를 명확한 계획으로 바꿀 수 있습니다. 스스로 동기를 찾고 호기심이 많으며, 단순한 유행에 쉽게 휩쓸리지 않습니다.',
    work: '연구, 전략, 공학, 분석처럼 어려운 문제를 상당한 자율성을 갖고 다룰 수 있는 곳에서 잘 해냅니다. 비효율이나 이유가 분명하지 않은 결정은 당신을 답답하게 할 수 있습니다.',
    relationships:
      '시간을 함께 보낼 사람을 신중하게 고르지만, 한번 마음을 정하면 깊이 의리를 지킵니다. 다른 사람과 함께 문제를 끝까지 생각하고 앞으로 나아갈 길을 찾도록 돕는 것으로 마음을 표현합니다.',
    growth:
      '모든 계획이 완벽해진 뒤에야 공유할 필요는 없습니다. 자신의 생각을 설명하고 다른 사람들이 어떻게 느끼는지 물어보면, 논리만으로는 얻지 못하는 지지를 얻게 됩니다.',
  },
};
