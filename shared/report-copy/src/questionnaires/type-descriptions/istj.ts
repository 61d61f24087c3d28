import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ISTJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Steady Hand',
    summary: 'A calm, thorough person who values reliability and does things properly, step by step.',
    strengths:
      'You are careful with facts, honest about what you can deliver and patient with detail. When you take something on, people know it will be done well.',
    work: 'You do well where standards are clear and good work is built on accuracy, such as finance, engineering, law or logistics. Quiet time to concentrate helps you do your best.',
    relationships:
      'You show love through loyalty and steady, practical support. You may not say everything you feel, but you are there when it counts.',
    growth:
      'Change is easier when you give yourself time to understand why it is needed. Sharing your feelings out loud now and then helps the people close to you feel closer still.',
  },
  'zh-CN': {
    name: '稳健实干家',
    summary: '沉着、细致，重视可靠，凡事一步一个脚印地做好。',
    strengths:
      '您对事实一丝不苟，对自己能做到什么实话实说，处理细节也很有耐心。只要是您接手的事，大家都知道一定会做好。',
    work: '在标准明确、靠精准取胜的领域，比如财务、工程、法律或物流，您会表现出色。有一段安静专注的时间，能帮助您发挥最佳水平。',
    relationships: '您用忠诚和踏实、实际的支持来表达爱。您未必把每种感受都说出口，但在关键时刻，您一定在场。',
    growth:
      '给自己一些时间去理解为什么需要改变，改变就会变得容易些。偶尔把心里的感受说出来，会让亲近的人觉得与您更亲近。',
  },
  'zh-HK': {
    name: '穩健實幹家',
    summary: '沉着、細心，重視可靠，凡事一步一腳印地做好。',
    strengths:
      '您對事實一絲不苟，對自己能做到甚麼實話實說，處理細節也很有耐性。只要是您接手的事，大家都知道一定會做得妥妥當當。',
    work: '在標準明確、講求準確的範疇，例如財務、工程、法律或物流，您會表現出色。有一段安靜專注的時間，能幫助您發揮最佳水平。',
    relationships: '您以忠誠和踏實、實際的支持來表達愛。您未必把每種感受都說出口，但在關鍵時刻，您一定在場。',
    growth:
      '給自己一些時間去理解為何需要改變，改變就會變得容易些。偶爾把心裏的感受說出來，會讓親近的人覺得與您更親近。',
  },
  'fr-FR': {
    name: 'La main sûre',
    summary:
      'Une personne calme et rigoureuse, qui tient à la fiabilité et fait les choses correctement, étape par étape.',
    strengths:
      'Vous traitez les faits avec soin, dites honnêtement ce que vous pouvez tenir et avez de la patience pour les détails. Quand vous prenez quelque chose en charge, on sait que ce sera bien fait.',
    work: 'Vous êtes à l’aise là où les règles sont claires et où le bon travail repose sur la précision, comme la finance, l’ingénierie, le droit ou la logistique. Du temps au calme pour vous concentrer vous aide à donner le meilleur de vous-même.',
    relationships:
      'Vous montrez votre amour par la fidélité et un soutien concret et constant. Vous ne dites pas forcément tout ce que vous ressentez, mais vous êtes là quand cela compte.',
    growth:
      'Le changement est plus facile quand vous prenez le temps de comprendre pourquoi il est nécessaire. Exprimer vos sentiments de temps en temps aide vos proches à se sentir encore plus près de vous.',
  },
  'es-ES': {
    name: 'La mano firme',
    summary: 'Una persona tranquila y minuciosa que valora la fiabilidad y hace las cosas bien, paso a paso.',
    strengths:
      'Tratas los datos con cuidado, dices con sinceridad lo que puedes cumplir y tienes paciencia con los detalles. Cuando te encargas de algo, la gente sabe que estará bien hecho.',
    work: 'Te va bien donde las normas son claras y el buen trabajo se basa en la precisión, como las finanzas, la ingeniería, el derecho o la logística. Tener tiempo tranquilo para concentrarte te ayuda a dar lo mejor de ti.',
    relationships:
      'Demuestras tu amor con lealtad y un apoyo práctico y constante. Puede que no digas todo lo que sientes, pero estás ahí cuando importa.',
    growth:
      'Los cambios resultan más fáciles cuando te das tiempo para entender por qué hacen falta. Expresar en voz alta lo que sientes de vez en cuando ayuda a las personas cercanas a sentirse aún más unidas a ti.',
  },
  'ja-JP': {
    name: '堅実な実務家',
    summary: '落ち着いていて丁寧で、信頼されることを大切にし、物事を一歩ずつきちんと進める人です。',
    strengths:
      '事実を慎重に扱い、自分にできることを正直に伝え、細かい作業にも根気よく取り組みます。あなたが引き受けたことなら、きちんと仕上がると周りは知っています。',
    work: '財務、技術、法律、物流など、基準が明確で正確さがものを言う分野で力を発揮します。集中できる静かな時間があると、いちばん良い仕事ができます。',
    relationships:
      '誠実さと、変わらない実際的な支えで愛情を示します。感じていることをすべて口にするわけではありませんが、大事なときには必ずそばにいます。',
    growth:
      '変化がなぜ必要なのかを理解する時間を自分に与えると、変化を受け入れやすくなります。ときどき気持ちを言葉にすると、身近な人はもっとあなたを近くに感じるでしょう。',
  },
  'de-DE': {
    name: 'Die ruhige Hand',
    summary:
      'Ein ruhiger, gründlicher Mensch, dem Verlässlichkeit wichtig ist und der Dinge Schritt für Schritt ordentlich erledigt.',
    strengths:
      'Sie gehen sorgfältig mit Fakten um, sagen ehrlich, was Sie leisten können, und haben Geduld mit Details. Wenn Sie etwas übernehmen, wissen alle, dass es gut gemacht wird.',
    work: 'Sie sind stark, wo klare Standards gelten und gute Arbeit auf Genauigkeit beruht, etwa in Finanzen, Technik, Recht oder Logistik. Ruhige Zeit zum Konzentrieren hilft Ihnen, Ihr Bestes zu geben.',
    relationships:
      'Sie zeigen Liebe durch Treue und beständige, praktische Unterstützung. Vielleicht sprechen Sie nicht alles aus, was Sie fühlen, aber Sie sind da, wenn es darauf ankommt.',
    growth:
      'Veränderungen fallen leichter, wenn Sie sich Zeit nehmen zu verstehen, warum sie nötig sind. Wenn Sie ab und zu Ihre Gefühle aussprechen, fühlen sich die Menschen, die Ihnen nahestehen, Ihnen noch näher.',
  },
  'pt-PT': {
    name: 'A mão firme',
    summary:
      'Uma pessoa calma e minuciosa, que valoriza a fiabilidade e faz as coisas como deve ser, passo a passo.',
    strengths:
      'Trata os factos com cuidado, diz com honestidade o que consegue cumprir e tem paciência para os pormenores. Quando assume uma tarefa, todos sabem que vai ficar bem feita.',
    work: 'Dá-se bem onde as regras são claras e o bom trabalho assenta na precisão, como as finanças, a engenharia, o direito ou a logística. Ter tempo sossegado para se concentrar ajuda-o a dar o seu melhor.',
    relationships:
      'Mostra amor através da lealdade e de um apoio prático e constante. Pode não dizer tudo o que sente, mas está presente quando é importante.',
    growth:
      'A mudança torna-se mais fácil quando se dá tempo para perceber porque é necessária. Partilhar o que sente em voz alta, de vez em quando, ajuda as pessoas próximas a sentirem-se ainda mais perto de si.',
  },
  'ko-KR': {
    name: '든든한 실무가',
    summary: '차분하고 꼼꼼하며, 신뢰를 중요하게 여기고 일을 한 단계씩 제대로 해내는 사람입니다.',
    strengths:
      '사실을 신중하게 다루고, 할 수 있는 일을 정직하게 말하며, 세부 사항에도 끈기 있게 임합니다. 당신이 맡은 일이라면 잘 마무리될 것이라고 모두가 압니다.',
    work: '재무, 공학, 법률, 물류처럼 기준이 분명하고 정확성이 중요한 분야에서 잘 해냅니다. 조용히 집중할 수 있는 시간이 있으면 최고의 역량을 발휘합니다.',
    relationships:
      '변함없는 의리와 실질적인 도움으로 사랑을 표현합니다. 느끼는 것을 모두 말로 하지는 않지만, 중요한 순간에는 늘 곁에 있습니다.',
    growth:
      '변화가 왜 필요한지 이해할 시간을 스스로에게 주면 변화가 한결 쉬워집니다. 가끔 마음을 말로 표현하면 가까운 사람들이 당신을 더 가깝게 느낄 것입니다.',
  },
};
