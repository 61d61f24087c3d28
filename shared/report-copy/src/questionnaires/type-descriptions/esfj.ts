import type { LocaleTag } from '@iq/contracts';
import type { TypeDescription } from '../sixteen-types';

export const ESFJ: Record<LocaleTag, TypeDescription> = {
  'en-US': {
    name: 'The Host',
    summary: 'A warm, sociable person who notices what others need and likes to bring people together.',
    strengths:
      'You remember birthdays, notice when someone is left out and make people feel at home. Your reliability and kindness hold groups together.',
    work: 'You do well in roles where you look after people and can see the difference you make, such as teaching, care or customer work. A friendly team and clear expectations help you give your best.',
    relationships:
      'You are generous with time and attention and put real effort into the people you love. Harmony matters to you, and open conflict can feel especially hard.',
    growth:
      'Your own needs deserve the same care you give others. Saying no now and then, and hearing criticism as information rather than rejection, can protect your energy.',
  },
  'zh-CN': {
    name: '热心东道主',
    summary: '热情、爱交际，能察觉别人的需要，喜欢把大家聚在一起。',
    strengths:
      '您记得别人的生日，会留意谁被冷落了，总能让人感到宾至如归。您的可靠与善良，是凝聚一个群体的力量。',
    work: '在照顾他人、能看到自己带来改变的岗位上，比如教学、护理或客户服务，您会做得很好。友善的团队和明确的期待，能帮助您发挥出最佳状态。',
    relationships: '您慷慨地付出时间和关注，真心为所爱的人用心。和睦对您很重要，公开的冲突可能让您格外难受。',
    growth:
      '您自己的需要，同样值得您给予别人的那份关怀。偶尔说“不”，并把批评当作信息而不是否定，可以保护您的精力。',
  },
  'zh-HK': {
    name: '熱心東道主',
    summary: '熱情、善於交際，能察覺別人的需要，喜歡把大家聚在一起。',
    strengths:
      '您記得別人的生日，會留意誰被冷落了，總能讓人感到賓至如歸。您的可靠與善良，是凝聚一個群體的力量。',
    work: '在照顧他人、能看到自己帶來改變的崗位上，例如教學、護理或客戶服務，您會做得很好。友善的團隊和清晰的期望，能幫助您發揮出最佳狀態。',
    relationships: '您慷慨地付出時間和關注，真心為所愛的人用心。和睦對您很重要，公開的衝突可能令您格外難受。',
    growth:
      '您自己的需要，同樣值得您給予別人的那份關懷。偶爾說「不」，並把批評視為資訊而不是否定，可以保護您的精力。',
  },
  'fr-FR': {
    name: 'L’hôte',
    summary:
      'Une personne chaleureuse et sociable, qui remarque ce dont les autres ont besoin et aime rassembler les gens.',
    strengths:
      'Vous vous souvenez des anniversaires, vous remarquez quand quelqu’un est mis à l’écart et vous veillez à ce que chacun trouve sa place. Votre fiabilité et votre gentillesse soudent les groupes.',
    work: 'Vous êtes dans votre élément quand vous prenez soin des autres et voyez la différence que vous faites, comme dans l’enseignement, le soin ou la relation client. Une équipe bienveillante et des attentes claires vous aident à donner le meilleur de vous-même.',
    relationships:
      'Vous donnez généreusement de votre temps et de votre attention, et vous vous investissez vraiment auprès de ceux que vous aimez. L’harmonie compte pour vous, et les conflits ouverts peuvent être particulièrement difficiles à vivre.',
    growth:
      'Vos propres besoins méritent le même soin que celui que vous accordez aux autres. Dire non de temps en temps, et entendre une critique comme une information plutôt qu’un rejet, peut préserver votre énergie.',
  },
  'es-ES': {
    name: 'El punto de encuentro',
    summary:
      'Una persona cálida y sociable que se da cuenta de lo que necesitan los demás y disfruta reuniendo a la gente.',
    strengths:
      'Te acuerdas de los cumpleaños, notas cuándo alguien se queda al margen y haces que todo el mundo se sienta en casa. Tu fiabilidad y tu amabilidad mantienen unidos a los grupos.',
    work: 'Te va bien en puestos en los que cuidas de otras personas y ves la diferencia que marcas, como la enseñanza, la atención sanitaria o la atención al cliente. Un equipo amable y unas expectativas claras te ayudan a dar lo mejor de ti.',
    relationships:
      'Dedicas tiempo y atención con generosidad y te esfuerzas de verdad por las personas que quieres. La armonía es importante para ti, y los conflictos abiertos pueden resultarte especialmente duros.',
    growth:
      'Tus propias necesidades merecen el mismo cuidado que das a los demás. Decir que no de vez en cuando, y escuchar una crítica como información y no como rechazo, puede proteger tu energía.',
  },
  'ja-JP': {
    name: 'もてなし上手',
    summary: '温かく社交的で、人が何を必要としているかに気づき、みんなを結びつけるのが好きな人です。',
    strengths:
      '誕生日を覚えていたり、輪から外れている人に気づいたりして、誰もが居心地よく過ごせるようにします。あなたの誠実さと優しさが、グループをひとつにまとめています。',
    work: '教育や介護、接客など、人の世話をしながら自分のもたらす変化が見える仕事で力を発揮します。和やかなチームと明確な期待があると、いちばん良い仕事ができます。',
    relationships:
      '時間も気配りも惜しみなく注ぎ、大切な人のために心から力を尽くします。調和を大事にするため、表立った衝突は特につらく感じることがあります。',
    growth:
      'あなた自身の気持ちも、人に向けるのと同じくらい大切にされるべきものです。ときには断ること、そして批判を拒絶ではなく情報として受け取ることが、エネルギーを守ってくれます。',
  },
  'de-DE': {
    name: 'Die gute Seele',
    summary:
      'Ein warmherziger, geselliger Mensch, der merkt, was andere brauchen, und gern Menschen zusammenbringt.',
    strengths:
      'Sie denken an Geburtstage, bemerken, wenn jemand außen vor bleibt, und sorgen dafür, dass sich alle willkommen fühlen. Ihre Verlässlichkeit und Freundlichkeit halten Gruppen zusammen.',
    work: 'Sie sind gut aufgehoben, wo Sie sich um Menschen kümmern und sehen, was Sie bewirken, etwa in Schule, Pflege oder Kundenbetreuung. Ein freundliches Team und klare Erwartungen helfen Ihnen, Ihr Bestes zu geben.',
    relationships:
      'Sie schenken großzügig Zeit und Aufmerksamkeit und setzen sich mit ganzem Herzen für die Menschen ein, die Sie lieben. Harmonie ist Ihnen wichtig, und offener Streit fällt Ihnen besonders schwer.',
    growth:
      'Ihre eigenen Bedürfnisse verdienen dieselbe Fürsorge, die Sie anderen schenken. Ab und zu Nein zu sagen und Kritik als Information statt als Ablehnung zu hören, schont Ihre Kräfte.',
  },
  'pt-PT': {
    name: 'O ponto de encontro',
    summary:
      'Uma pessoa calorosa e sociável, que repara naquilo de que os outros precisam e gosta de juntar as pessoas.',
    strengths:
      'Lembra-se dos aniversários, repara quando alguém fica de fora e faz com que todos se sintam em casa. A sua fiabilidade e a sua simpatia mantêm os grupos unidos.',
    work: 'Dá-se bem em funções em que cuida de pessoas e vê a diferença que faz, como o ensino, a saúde ou o atendimento ao cliente. Uma equipa simpática e expectativas claras ajudam-no a dar o seu melhor.',
    relationships:
      'Dá tempo e atenção com generosidade e empenha-se a sério pelas pessoas de quem gosta. A harmonia é importante para si, e os conflitos abertos podem custar-lhe especialmente.',
    growth:
      'As suas próprias necessidades merecem o mesmo cuidado que dá aos outros. Dizer que não de vez em quando, e ouvir uma crítica como informação e não como rejeição, pode proteger a sua energia.',
  },
  'ko-KR': {
    name: '다정한 주최자',
    summary:
      '따뜻하고 사교적이며, 다른 사람에게 필요한 것을 알아차리고 사람들을 한자리에 모으기를 좋아하는 사람입니다.',
    strengths:
      '생일을 기억하고, 소외된 사람이 없는지 살피며, 모두가 편안함을 느끼게 합니다. 당신의 믿음직함과 친절함이 모임을 하나로 묶어 줍니다.',
    work: '교육, 돌봄, 고객 응대처럼 사람을 보살피고 자신이 만드는 변화를 눈으로 확인할 수 있는 일에서 잘 해냅니다. 친근한 팀과 분명한 기대가 있으면 최고의 역량을 발휘합니다.',
    relationships:
      '시간과 관심을 아낌없이 나누고, 사랑하는 사람들을 위해 진심으로 애씁니다. 조화를 중요하게 여기기 때문에, 드러난 갈등은 특히 힘들게 느껴질 수 있습니다.',
    growth:
      '당신 자신의 필요도 다른 사람에게 쏟는 만큼의 보살핌을 받을 자격이 있습니다. 가끔은 거절하고, 비판을 거부가 아닌 정보로 받아들이면 에너지를 지킬 수 있습니다.',
  },
};
