import type { LocaleContent } from '../content-types';

export const ptPT: LocaleContent = {
  help: {
    'timed-test': {
      title: 'Como funciona o teste com tempo limite?',
      summary: '30 perguntas de padrões contra o relógio; o tempo limite é indicado antes de começar.',
      paragraphs: [
        'O teste de QI tem 30 perguntas. Cada uma mostra um padrão a que falta uma peça e seis opções: escolha a que completa a regra.',
        'O ecrã de instruções indica o tempo limite antes de começar, e uma contagem decrescente corre enquanto responde. Quando o tempo acaba, as respostas dadas até aí são enviadas; as perguntas sem resposta contam como erradas.',
        'Se a ligação cair, recarregue a página: as respostas que já deu são mantidas.',
      ],
    },
    'report-and-price': {
      title: 'O que contém o relatório e quanto custa?',
      summary:
        'Fazer o teste é gratuito; a sua pontuação de QI e o relatório detalhado são pagos, e o preço é mostrado antes de pagar.',
      paragraphs: [
        'Fazer o teste é gratuito. O relatório detalhado contém a sua pontuação de QI, a sua posição no ranking, as cinco pontuações por dimensão com os intervalos de referência e, consoante o pacote escolhido, uma análise das respostas erradas e um certificado.',
        'Os preços dependem do seu país e da sua moeda. O preço de cada pacote, com o eventual período experimental e as condições de renovação, aparece no ecrã de escolha antes de pagar. Pode pagar com cartão ou PayPal.',
      ],
    },
    subscription: {
      title: 'Como se renovam as subscrições e como cancelo?',
      summary:
        'Os planos renovam-se automaticamente até serem cancelados; pode cancelar a qualquer momento com o seu e-mail.',
      paragraphs: [
        'Algumas ofertas incluem um plano de subscrição. Renova-se automaticamente com a periodicidade e o preço mostrados antes do pagamento, até o cancelar.',
        'Para cancelar, abra a página de cancelamento e introduza o e-mail que usou na compra; enviamos um código para esse endereço para confirmar. Os e-mails de aviso antes de uma renovação também têm uma ligação para cancelar num só passo. Cancelar termina todas as cobranças futuras; o período experimental ou já pago decorre até ao fim.',
      ],
    },
    refunds: {
      title: 'Como peço um reembolso?',
      summary: 'Escreva ao apoio com o número da encomenda; analisamos cada pedido individualmente.',
      paragraphs: [
        'Se foi cobrado por engano ou algo não funcionou, escreva para {supportEmail}. Indique o e-mail que usou e o número da encomenda, que está no e-mail de confirmação do pagamento.',
        'Analisamos cada pedido individualmente e respondemos por e-mail. Os seus direitos legais não são afetados.',
      ],
    },
    'retrieve-report': {
      title: 'Como recupero o meu relatório?',
      summary: 'Use «Recuperar relatório» com o e-mail da sua compra.',
      paragraphs: [
        'Abra «Recuperar relatório» e introduza o e-mail que indicou no pagamento. Enviamos para esse endereço uma ligação para os seus relatórios.',
        'O e-mail de confirmação do pagamento também contém o número da encomenda e uma ligação para o relatório. Se nada chegar, veja a pasta de spam e depois contacte o apoio com o número da encomenda.',
      ],
    },
    account: {
      title: 'Como inicio sessão ou reponho a palavra-passe?',
      summary:
        'Após a primeira compra enviamos-lhe por e-mail uma ligação para definir a palavra-passe; uma palavra-passe esquecida repõe-se com um código.',
      paragraphs: [
        'A sua conta é o seu e-mail. Após a primeira compra enviamos-lhe uma ligação para definir a palavra-passe (válida 7 dias); nunca enviamos palavras-passe por e-mail. Com sessão iniciada vê todos os seus relatórios, paga os pendentes e altera os seus dados.',
        'Esqueceu-se da palavra-passe? Escolha «Esqueci-me da palavra-passe», introduza o seu e-mail, escreva o código de verificação que lhe enviamos e escolha uma nova palavra-passe.',
      ],
    },
    'answer-privacy': {
      title: 'O que acontece às minhas respostas?',
      summary: 'As suas respostas servem apenas para calcular o resultado; pode pedir que as apaguemos.',
      paragraphs: [
        'Usamos as suas respostas apenas para calcular e mostrar o seu resultado. Não as vendemos nem as mostramos a mais ninguém.',
        'Os cookies de publicidade e os píxeis de medição ficam desligados até os aceitar; as nossas próprias medições anónimas das páginas param se recusar ou se o seu navegador enviar o sinal Global Privacy Control. Para apagarmos as suas respostas, o seu e-mail e a sua conta, escreva para {supportEmail}. A política de privacidade tem os pormenores.',
      ],
    },
  },
  privacy: {
    title: 'Política de privacidade',
    sections: [
      {
        heading: 'Responsável pelo tratamento',
        paragraphs: [
          'O responsável pelo tratamento dos seus dados é {operatorName}, {operatorAddress}. Pode contactar-nos através de {supportEmail}.',
        ],
      },
      {
        heading: 'O que guardamos',
        items: [
          'As suas respostas ao teste e o tempo que demorou, para calcular o resultado.',
          'O e-mail que nos indica, para enviar o relatório, os dados de acesso e os recibos.',
          'As suas encomendas: produto, preço, moeda, estado e, nos cartões, apenas a marca e os quatro últimos dígitos.',
          'A sua conta, se tiver uma: e-mail e palavra-passe (guardada apenas como hash seguro).',
          'Registos técnicos com um identificador de pedido aleatório, para encontrar e corrigir erros.',
          'Medições anónimas das páginas, sem qualquer identificador: que página e que versão do nosso site a serviu, o seu idioma, quanto tempo demorou a carregar, os erros do nosso código e até que ponto do teste e da compra chegou. O seu navegador guarda, só para este separador, que passos já foram contados.',
        ],
      },
      {
        heading: 'Pagamentos',
        paragraphs: [
          'Os pagamentos são tratados pelo nosso prestador de pagamentos. O número do seu cartão vai diretamente para ele; nunca o vemos nem o guardamos.',
        ],
      },
      {
        heading: 'Cookies e publicidade',
        paragraphs: [
          'Um cookie guarda o seu idioma e o armazenamento do navegador mantém um teste em curso. Os píxeis de publicidade e medição só são carregados depois de os aceitar no aviso de cookies; até lá ficam desligados. Pode mudar a sua escolha a qualquer momento. As nossas próprias medições das páginas (ver «O que guardamos») não usam cookies e só chegam a nós; não são enviadas se recusar no aviso de cookies ou se o seu navegador enviar o sinal Global Privacy Control.',
        ],
      },
      {
        heading: 'Durante quanto tempo guardamos os dados',
        paragraphs: [
          'Guardamos as respostas, os relatórios e a conta enquanto usar o serviço ou até pedir que os apaguemos. Os dados das encomendas são guardados durante o tempo exigido pela lei contabilística.',
        ],
      },
      {
        heading: 'Os seus direitos e contacto',
        paragraphs: [
          'Pode pedir uma cópia dos seus dados, a sua retificação ou eliminação, e opor-se à sua utilização; pode também apresentar queixa à autoridade de proteção de dados. Escreva para {supportEmail}; não vendemos os seus dados.',
        ],
      },
    ],
  },
  agreement: {
    title: 'Termos de utilização',
    sections: [
      {
        heading: 'O serviço',
        paragraphs: [
          'Oferecemos testes de QI e de personalidade online. Os resultados são estimativas para a sua informação pessoal, não um diagnóstico médico, psicológico ou clínico.',
          'O serviço é prestado por {operatorName}, {operatorAddress}.',
        ],
      },
      {
        heading: 'Preços e pagamento',
        paragraphs: [
          'O teste é gratuito; o relatório detalhado é pago. O preço, a moeda e eventuais condições de período experimental ou renovação são mostrados antes de pagar. Os pagamentos são processados pelo nosso prestador de pagamentos.',
        ],
      },
      {
        heading: 'Subscrições e cancelamento',
        paragraphs: [
          'Um plano de subscrição renova-se automaticamente com a periodicidade e o preço mostrados na compra até o cancelar. Pode cancelar a qualquer momento na página de cancelamento com o e-mail que usou (enviamos um código de confirmação) ou num só passo com a ligação de um aviso de renovação. Não se seguem mais cobranças; o período já pago decorre até ao fim.',
        ],
      },
      {
        heading: 'Reembolsos',
        paragraphs: [
          'Para pedir um reembolso, escreva para {supportEmail} com o número da encomenda. Os seus direitos legais não são afetados.',
        ],
      },
      {
        heading: 'Utilização leal',
        items: [
          'Não partilhe os seus dados de acesso.',
          'Não responda ao teste com ferramentas automáticas nem copie as perguntas ou os relatórios para outras pessoas.',
          'Não tente abrir relatórios, encomendas ou contas de outras pessoas.',
        ],
      },
      {
        heading: 'Alterações e contacto',
        paragraphs: [
          'Podemos atualizar estes termos; a data acima indica a versão em vigor e as alterações aplicam-se a compras futuras. Dúvidas: {supportEmail}.',
        ],
      },
    ],
  },
};
