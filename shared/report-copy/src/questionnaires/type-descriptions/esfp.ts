import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ESFP: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Spark',
    summary: 'A cheerful, spontaneous person who brings energy to any room and enjoys life in the moment.',
    strengths:
      'You make ordinary days more fun and help people relax. You notice what is happening around you and respond with warmth and practical help.',
    work: 'You thrive in lively, people-facing work with variety, such as events, hospitality, performance or sales. Hands-on tasks suit you better than long stretches alone at a desk.',
    relationships:
      'You are generous, playful and quick to show affection. You like to keep things light, though you care deeply when someone close to you is struggling.',
    growth:
      'Planning a little further ahead, especially with money and deadlines, can give you more freedom later. Staying with a difficult conversation instead of changing the subject can bring you even closer to people.',
  },
  'zh-CN': {
    name: '开心果',
    summary: '开朗随性，走到哪里都能带来活力，享受当下的生活。',
    strengths:
      '您能让平凡的日子变得更有趣，也能让身边的人放松下来。您留意周围发生的事，并用温暖和实际的帮助作出回应。',
    work: '在热闹、与人打交道、富有变化的工作中，您最能发挥所长，比如活动策划、餐饮接待、表演或销售。比起长时间独自坐在桌前，动手的任务更适合您。',
    relationships: '您待人大方、爱玩，也乐于表达爱意。您喜欢轻松的氛围，但身边的人遇到困难时，您会真心牵挂。',
    growth:
      '多往前规划一点，尤其是在金钱和截止日期方面，会让您日后更自由。遇到难谈的话题时不急着转移，而是坚持谈下去，能让您和别人更亲近。',
  },
  'zh-HK': {
    name: '開心果',
    summary: '開朗隨性，去到哪裏都能帶來活力，享受當下的生活。',
    strengths:
      '您能讓平凡的日子變得更有趣，也能讓身邊的人放鬆下來。您留意周圍發生的事，並以溫暖和實際的幫助作出回應。',
    work: '在熱鬧、與人打交道、富變化的工作中，您最能發揮所長，例如活動統籌、餐飲款待、表演或銷售。比起長時間獨自坐在枱前，動手的工作更適合您。',
    relationships: '您待人大方、愛玩，也樂於表達愛意。您喜歡輕鬆的氣氛，但身邊的人遇到困難時，您會真心牽掛。',
    growth:
      '多往前計劃一點，尤其在金錢和限期方面，會讓您日後更自由。遇到難以開口的話題時不急於轉移，而是堅持談下去，能讓您和別人更親近。',
  },
  'fr-FR': {
    name: 'L’étincelle',
    summary:
      'Une personne joyeuse et spontanée, qui apporte de l’énergie partout où elle passe et savoure la vie au présent.',
    strengths:
      'Vous rendez les journées ordinaires plus amusantes et aidez les gens à se détendre. Vous remarquez ce qui se passe autour de vous et y répondez avec chaleur et une aide concrète.',
    work: 'Vous vous épanouissez dans un travail vivant, varié et tourné vers les autres, comme l’événementiel, l’hôtellerie, le spectacle ou la vente. Les tâches concrètes vous conviennent mieux que de longues heures en solitaire derrière un bureau.',
    relationships:
      'Vous avez le cœur sur la main, le goût du jeu et l’affection facile. Vous aimez que les choses restent légères, mais quand un proche traverse une passe difficile, cela vous touche profondément.',
    growth:
      'Anticiper un peu plus, surtout pour l’argent et les échéances, peut vous donner davantage de liberté ensuite. Rester dans une conversation difficile au lieu de changer de sujet peut vous rapprocher encore des autres.',
  },
  'es-ES': {
    name: 'La chispa',
    summary:
      'Una persona alegre y espontánea que llena de energía cualquier lugar y disfruta de la vida en el momento.',
    strengths:
      'Haces que los días normales sean más divertidos y ayudas a la gente a relajarse. Te fijas en lo que pasa a tu alrededor y respondes con calidez y ayuda práctica.',
    work: 'Disfrutas en trabajos animados, variados y de trato con la gente, como los eventos, la hostelería, el espectáculo o las ventas. Las tareas prácticas te van mejor que pasar horas a solas frente a un escritorio.',
    relationships:
      'Tienes un corazón generoso, ganas de jugar y facilidad para mostrar cariño. Te gusta que las cosas sean ligeras, aunque cuando alguien cercano lo está pasando mal te importa de verdad.',
    growth:
      'Planificar un poco más a largo plazo, sobre todo con el dinero y los plazos, puede darte más libertad después. Quedarte en una conversación difícil en lugar de cambiar de tema puede acercarte aún más a la gente.',
  },
  'ja-JP': {
    name: 'ムードメーカー',
    summary: '明るく自由で、どこにいても場を活気づけ、今この瞬間を楽しむ人です。',
    strengths:
      'ありふれた一日を楽しくし、周りの人の肩の力を抜いてくれます。身の回りで起きていることによく気づき、温かさと具体的な手助けで応えます。',
    work: 'イベントや接客、舞台、営業など、人と関わる変化に富んだにぎやかな仕事で生き生きとします。机に向かって一人で長時間過ごすより、手を動かす仕事のほうが向いています。',
    relationships:
      '気前がよく遊び心があり、愛情をすぐに表に出します。軽やかな関係を好みますが、身近な人が苦しんでいるときは心から気にかけます。',
    growth:
      'お金や締め切りについて、もう少し先まで計画しておくと、あとでもっと自由になれます。話題を変えずに難しい会話にとどまることで、人ともっと近づけるでしょう。',
  },
  'de-DE': {
    name: 'Der Funke',
    summary: 'Ein fröhlicher, spontaner Mensch, der jeden Raum belebt und das Leben im Augenblick genießt.',
    strengths:
      'Sie machen gewöhnliche Tage lustiger und helfen anderen, sich zu entspannen. Sie bemerken, was um Sie herum geschieht, und reagieren mit Wärme und handfester Hilfe.',
    work: 'Sie blühen in lebhaften, abwechslungsreichen Tätigkeiten mit vielen Menschen auf, etwa bei Veranstaltungen, in der Gastronomie, auf der Bühne oder im Verkauf. Praktische Aufgaben liegen Ihnen mehr als lange Stunden allein am Schreibtisch.',
    relationships:
      'Sie sind großzügig, verspielt und zeigen Ihre Zuneigung schnell. Sie mögen es leicht, doch wenn es jemandem, der Ihnen nahesteht, schlecht geht, nimmt Sie das sehr mit.',
    growth:
      'Etwas weiter vorauszuplanen, vor allem bei Geld und Fristen, verschafft Ihnen später mehr Freiheit. Bei einem schwierigen Gespräch zu bleiben, statt das Thema zu wechseln, kann Sie anderen noch näherbringen.',
  },
  'pt-PT': {
    name: 'A faísca',
    summary:
      'Uma pessoa alegre e espontânea, que traz energia a qualquer sala e aproveita a vida no momento.',
    strengths:
      'Torna os dias comuns mais divertidos e ajuda os outros a descontrair. Repara no que se passa à sua volta e responde com carinho e ajuda prática.',
    work: 'Sente-se em casa em trabalhos animados, variados e de contacto com pessoas, como eventos, restauração, espetáculos ou vendas. As tarefas práticas assentam-lhe melhor do que passar longas horas a sós à secretária.',
    relationships:
      'Tem um coração generoso, gosto pela brincadeira e facilidade em mostrar afeto. Gosta que as coisas se mantenham leves, mas quando alguém próximo passa por um mau bocado, preocupa-se de verdade.',
    growth:
      'Planear um pouco mais à frente, sobretudo com dinheiro e prazos, pode dar-lhe mais liberdade depois. Ficar numa conversa difícil em vez de mudar de assunto pode aproximá-lo ainda mais das pessoas.',
  },
  'ko-KR': {
    name: '분위기 메이커',
    summary: '밝고 즉흥적이며, 어디서든 활기를 불어넣고 지금 이 순간의 삶을 즐기는 사람입니다.',
    strengths:
      '평범한 하루를 더 즐겁게 만들고 사람들이 긴장을 풀도록 돕습니다. 주변에서 일어나는 일을 잘 알아차리고, 따뜻함과 실질적인 도움으로 응답합니다.',
    work: '행사, 서비스, 공연, 영업처럼 사람을 만나고 변화가 많은 활기찬 일에서 빛납니다. 책상 앞에 혼자 오래 앉아 있는 일보다 몸을 움직이는 일이 더 잘 맞습니다.',
    relationships:
      '너그럽고 장난기가 많으며 애정 표현에 망설임이 없습니다. 가벼운 분위기를 좋아하지만, 가까운 사람이 힘들어할 때는 진심으로 마음을 씁니다.',
    growth:
      '특히 돈과 마감에 관해서는 조금 더 앞을 내다보고 계획하면 나중에 더 자유로워집니다. 화제를 돌리지 않고 어려운 대화를 이어 가면 사람들과 더 가까워질 수 있습니다.',
  },
};
