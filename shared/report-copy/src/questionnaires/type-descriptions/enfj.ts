import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ENFJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Encourager',
    summary: 'A warm, expressive person who sees the potential in others and loves helping them grow.',
    strengths:
      'You make people feel seen and believed in, and you can rally a group around a shared purpose. You communicate with warmth and usually find the right word at the right time.',
    work: 'You do well in roles where you can teach, mentor, lead or bring people together for a cause. Work that clashes with your values is likely to wear you down, however well it pays.',
    relationships:
      'You give generously and pay close attention to how the people you love are doing. You hope for the same openness in return and can feel hurt when it is missing.',
    growth:
      'You do not have to fix every problem or keep everyone happy. Letting others make their own choices, and resting before you are exhausted, keeps your warmth going for the long run.',
  },
  'zh-CN': {
    name: '鼓舞者',
    summary: '热情、善于表达，能看到别人的潜力，也乐于帮助他们成长。',
    strengths:
      '您让人感到被看见、被信任，也能让一个团队围绕共同的目标凝聚起来。您的沟通充满温度，往往能在恰当的时候说出恰当的话。',
    work: '在能够教导、辅导、带领他人，或为某个理想把人们团结起来的岗位上，您会表现出色。与您的价值观相冲突的工作，无论报酬多高，都可能让您身心俱疲。',
    relationships: '您慷慨付出，并细心留意所爱之人的状况。您也希望对方同样坦诚相待，得不到时可能会感到受伤。',
    growth:
      '您不必解决每一个问题，也不必让每个人都满意。让别人自己做选择，并在筋疲力尽之前好好休息，您的温暖才能长久。',
  },
  'zh-HK': {
    name: '鼓舞者',
    summary: '熱情、善於表達，能看到別人的潛質，也樂於幫助他們成長。',
    strengths:
      '您讓人感到被看見、被信任，也能令一個團隊圍繞共同的目標凝聚起來。您的溝通充滿溫度，往往能在適當的時候說出適當的話。',
    work: '在可以教導、輔導、帶領他人，或為某個理想把人團結起來的崗位上，您會表現出色。與您的價值觀相衝突的工作，無論薪酬多高，都可能令您身心俱疲。',
    relationships: '您慷慨付出，並細心留意所愛之人的狀況。您也希望對方同樣坦誠相待，得不到時可能會感到受傷。',
    growth:
      '您不必解決每一個問題，也不必令每個人都滿意。讓別人自己作選擇，並在筋疲力盡之前好好休息，您的溫暖才能持久。',
  },
  'fr-FR': {
    name: 'Le coach bienveillant',
    summary:
      'Une personne chaleureuse et expressive, qui voit le potentiel des autres et adore les aider à grandir.',
    strengths:
      'Auprès de vous, les gens se sentent vus et encouragés, et vous savez rassembler un groupe autour d’un but commun. Vous communiquez avec chaleur et trouvez souvent le bon mot au bon moment.',
    work: 'Vous êtes à votre place quand vous pouvez enseigner, accompagner, diriger ou rassembler des personnes autour d’une cause. Un travail en contradiction avec vos valeurs risque de vous user, quel que soit le salaire.',
    relationships:
      'Vous donnez généreusement et vous prêtez une grande attention à la façon dont vont les personnes que vous aimez. Vous espérez la même ouverture en retour, et son absence peut vous blesser.',
    growth:
      'Vous n’avez pas à régler tous les problèmes ni à contenter tout le monde. Laisser les autres faire leurs propres choix, et vous reposer avant d’être à bout, permet à votre chaleur de durer.',
  },
  'es-ES': {
    name: 'La voz que anima',
    summary:
      'Una persona cálida y expresiva que ve el potencial de los demás y disfruta ayudándolos a crecer.',
    strengths:
      'Haces que la gente se sienta vista y valorada, y sabes unir a un grupo en torno a un propósito común. Te comunicas con calidez y sueles encontrar la palabra justa en el momento justo.',
    work: 'Te va bien en puestos en los que puedes enseñar, acompañar, liderar o reunir a personas en torno a una causa. Un trabajo que choque con tus valores probablemente te desgastará, por bien pagado que esté.',
    relationships:
      'Das con generosidad y prestas mucha atención a cómo están las personas que quieres. Esperas la misma apertura a cambio, y su ausencia puede dolerte.',
    growth:
      'No tienes que resolver todos los problemas ni contentar a todo el mundo. Dejar que los demás tomen sus propias decisiones, y descansar antes de quedarte sin fuerzas, hace que tu calidez dure.',
  },
  'ja-JP': {
    name: '励まし上手',
    summary: '温かく表現豊かで、人の可能性を見いだし、その成長を手助けするのが大好きな人です。',
    strengths:
      'あなたのそばでは、人は自分がちゃんと見てもらえ、信じてもらえていると感じます。共通の目的のもとにグループをまとめ、温かい言葉で、ここぞというときにふさわしい一言をかけられます。',
    work: '教える、指導する、率いる、あるいは一つの目的のために人を集めるといった役割で力を発揮します。価値観に合わない仕事は、どれほど報酬が良くても、あなたをすり減らしてしまうでしょう。',
    relationships:
      '惜しみなく与え、大切な人たちの様子に細やかに気を配ります。同じように心を開いてほしいと願うので、それがないと傷つくこともあります。',
    growth:
      'すべての問題を解決したり、全員を満足させたりする必要はありません。人に自分で選ばせること、そして疲れ切る前に休むことが、あなたの温かさを長続きさせます。',
  },
  'de-DE': {
    name: 'Die ermutigende Stimme',
    summary:
      'Ein warmherziger, ausdrucksstarker Mensch, der das Potenzial anderer erkennt und ihnen gern beim Wachsen hilft.',
    strengths:
      'Bei Ihnen fühlen sich Menschen gesehen und ernst genommen, und Sie können eine Gruppe hinter einem gemeinsamen Ziel versammeln. Sie kommunizieren herzlich und finden oft im richtigen Moment das richtige Wort.',
    work: 'Sie sind dort stark, wo Sie lehren, begleiten, führen oder Menschen für eine Sache zusammenbringen können. Arbeit, die Ihren Werten widerspricht, zermürbt Sie wahrscheinlich, egal wie gut sie bezahlt ist.',
    relationships:
      'Sie geben großzügig und achten genau darauf, wie es den Menschen geht, die Sie lieben. Sie wünschen sich dieselbe Offenheit zurück, und wenn sie fehlt, kann Sie das verletzen.',
    growth:
      'Sie müssen nicht jedes Problem lösen oder alle zufriedenstellen. Andere ihre eigenen Entscheidungen treffen zu lassen und sich auszuruhen, bevor Sie erschöpft sind, erhält Ihre Wärme auf Dauer.',
  },
  'pt-PT': {
    name: 'A voz que incentiva',
    summary: 'Uma pessoa calorosa e expressiva, que vê o potencial dos outros e adora ajudá-los a crescer.',
    strengths:
      'Junto de si, as pessoas sentem-se vistas e valorizadas, e sabe unir um grupo em torno de um propósito comum. Comunica com calor humano e costuma encontrar a palavra certa no momento certo.',
    work: 'Dá-se bem em funções em que pode ensinar, acompanhar, liderar ou juntar pessoas em torno de uma causa. Um trabalho que choque com os seus valores tende a desgastá-lo, por melhor que seja pago.',
    relationships:
      'Dá com generosidade e presta muita atenção ao estado das pessoas de quem gosta. Espera a mesma abertura em troca, e a falta dela pode magoá-lo.',
    growth:
      'Não tem de resolver todos os problemas nem de agradar a toda a gente. Deixar os outros fazerem as suas próprias escolhas, e descansar antes de ficar sem forças, faz com que o seu calor dure.',
  },
  'ko-KR': {
    name: '힘을 주는 사람',
    summary:
      '따뜻하고 표현력이 풍부하며, 다른 사람의 잠재력을 알아보고 그 성장을 돕는 것을 무척 좋아하는 사람입니다.',
    strengths:
      '사람들이 존중받고 믿음받는다고 느끼게 하며, 공동의 목표 아래 모임을 하나로 모을 수 있습니다. 따뜻하게 소통하며, 적절한 때에 적절한 말을 건네는 경우가 많습니다.',
    work: '가르치고, 이끌어 주고, 지휘하거나, 하나의 뜻을 위해 사람들을 모으는 역할에서 잘 해냅니다. 가치관과 어긋나는 일은 보수가 아무리 좋아도 당신을 지치게 할 가능성이 큽니다.',
    relationships:
      '아낌없이 베풀고, 사랑하는 사람들이 어떻게 지내는지 세심하게 살핍니다. 상대에게도 같은 솔직함을 바라기 때문에, 그것이 없으면 상처를 받을 수 있습니다.',
    growth:
      '모든 문제를 해결하거나 모든 사람을 만족시킬 필요는 없습니다. 다른 사람이 스스로 선택하게 두고, 지치기 전에 쉬어야 당신의 따뜻함이 오래갑니다.',
  },
};
