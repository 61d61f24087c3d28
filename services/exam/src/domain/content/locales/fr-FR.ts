import type { LocaleContent } from '../content-types';

export const frFR: LocaleContent = {
  help: {
    'timed-test': {
      title: 'Comment fonctionne le test chronométré ?',
      summary: '30 questions de logique contre la montre ; la durée limite est indiquée avant de commencer.',
      paragraphs: [
        'Le test de QI comporte 30 questions. Chacune montre un motif auquel il manque une pièce, avec six propositions : choisissez celle qui complète la règle.',
        'L’écran de consignes indique la durée limite avant le départ, et un compte à rebours s’affiche pendant que vous répondez. À la fin du temps, vos réponses sont envoyées ; les questions sans réponse comptent comme fausses.',
        'Si votre connexion est coupée, rechargez la page : les réponses déjà données sont conservées.',
      ],
    },
    'report-and-price': {
      title: 'Que contient le rapport et combien coûte-t-il ?',
      summary:
        'Passer le test est gratuit ; votre score de QI et le rapport détaillé sont payants, et leur prix s’affiche avant le paiement.',
      paragraphs: [
        'Passer le test est gratuit. Le rapport détaillé contient votre score de QI, votre classement, vos cinq scores par dimension avec leurs plages de référence et, selon la formule choisie, une analyse de vos erreurs et un certificat.',
        'Les prix dépendent de votre pays et de votre devise. Le prix de chaque formule, avec l’éventuelle période d’essai et les conditions de renouvellement, figure sur l’écran de choix avant le paiement. Vous pouvez payer par carte ou PayPal.',
      ],
    },
    subscription: {
      title: 'Comment les abonnements se renouvellent-ils et comment résilier ?',
      summary:
        'Les abonnements se renouvellent automatiquement jusqu’à résiliation ; vous pouvez résilier à tout moment avec votre adresse e-mail.',
      paragraphs: [
        'Certaines offres comprennent un abonnement. Il se renouvelle automatiquement selon la fréquence et au prix indiqués avant le paiement, jusqu’à ce que vous le résiliiez.',
        'Pour résilier, ouvrez la page de résiliation et saisissez l’adresse e-mail utilisée pour l’achat ; nous y envoyons un code de confirmation. Les e-mails de rappel avant un renouvellement contiennent aussi un lien de résiliation en une étape. La résiliation arrête tous les prélèvements futurs ; l’essai ou la période déjà payée va jusqu’à son terme.',
      ],
    },
    refunds: {
      title: 'Comment demander un remboursement ?',
      summary:
        'Écrivez au support avec votre numéro de commande ; chaque demande est examinée individuellement.',
      paragraphs: [
        'Si vous avez été débité par erreur ou si quelque chose n’a pas fonctionné, écrivez à {supportEmail}. Indiquez l’adresse e-mail utilisée et votre numéro de commande, qui figure dans l’e-mail de confirmation de paiement.',
        'Nous examinons chaque demande individuellement et répondons par e-mail. Vos droits légaux ne sont pas affectés.',
      ],
    },
    'retrieve-report': {
      title: 'Comment retrouver mon rapport ?',
      summary: 'Utilisez « Retrouver mon rapport » avec l’adresse e-mail de votre achat.',
      paragraphs: [
        'Ouvrez « Retrouver mon rapport » et saisissez l’adresse e-mail donnée lors du paiement. Nous envoyons un lien vers vos rapports à cette adresse.',
        'L’e-mail de confirmation de paiement contient aussi votre numéro de commande et un lien vers le rapport. Si rien n’arrive, vérifiez vos courriers indésirables, puis contactez le support avec votre numéro de commande.',
      ],
    },
    account: {
      title: 'Comment me connecter ou réinitialiser mon mot de passe ?',
      summary:
        'Après votre premier achat, vous recevez par e-mail un lien pour définir votre mot de passe ; un code permet de réinitialiser un mot de passe oublié.',
      paragraphs: [
        'Votre compte, c’est votre adresse e-mail. Après votre premier achat, nous vous envoyons un lien pour définir votre mot de passe (valable 7 jours) ; nous n’envoyons jamais de mot de passe par e-mail. Une fois connecté, vous voyez tous vos rapports, payez ceux en attente et modifiez vos informations.',
        'Mot de passe oublié ? Choisissez « Mot de passe oublié », saisissez votre adresse e-mail, entrez le code de vérification reçu et choisissez un nouveau mot de passe.',
      ],
    },
    'answer-privacy': {
      title: 'Que deviennent mes réponses ?',
      summary:
        'Vos réponses servent uniquement à calculer votre résultat ; vous pouvez demander leur suppression.',
      paragraphs: [
        'Nous utilisons vos réponses uniquement pour calculer et afficher votre résultat. Nous ne les vendons pas et ne les montrons à personne d’autre.',
        'Les cookies publicitaires et les pixels de mesure restent désactivés tant que vous ne les acceptez pas ; nos propres mesures de pages anonymes s’arrêtent si vous refusez ou si votre navigateur envoie le signal Global Privacy Control. Pour faire supprimer vos réponses, votre adresse e-mail et votre compte, écrivez à {supportEmail}. La politique de confidentialité donne les détails.',
      ],
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement de vos données est {operatorName}, {operatorAddress}. Vous pouvez nous écrire à {supportEmail}.',
        ],
      },
      {
        heading: 'Ce que nous conservons',
        items: [
          'Vos réponses au test et votre temps de réponse, pour calculer votre résultat.',
          'L’adresse e-mail que vous nous donnez, pour envoyer votre rapport, vos identifiants et vos reçus.',
          'Vos commandes : produit, prix, devise, statut et, pour les cartes, seulement la marque et les quatre derniers chiffres.',
          'Votre compte, si vous en avez un : adresse e-mail et mot de passe (conservé uniquement sous forme de hachage sécurisé).',
          'Des journaux techniques avec un identifiant de requête aléatoire, pour trouver et corriger les erreurs.',
          'Des mesures de pages anonymes, sans aucun identifiant : quelle page et quelle version de notre site l’ont servie, votre langue, sa vitesse de chargement, les erreurs de notre code et jusqu’où vous êtes allé dans le test et l’achat. Votre navigateur garde, pour cet onglet seulement, les étapes déjà comptées.',
        ],
      },
      {
        heading: 'Paiements',
        paragraphs: [
          'Les paiements sont traités par notre prestataire de paiement. Votre numéro de carte lui est transmis directement ; nous ne le voyons ni ne le conservons jamais.',
        ],
      },
      {
        heading: 'Cookies et publicité',
        paragraphs: [
          'Un cookie mémorise votre langue et le stockage de votre navigateur conserve un test en cours. Les pixels publicitaires et de mesure ne se chargent qu’après votre accord dans le bandeau cookies ; jusque-là, ils sont désactivés. Vous pouvez modifier votre choix à tout moment. Nos propres mesures de pages (voir « Ce que nous conservons ») n’utilisent aucun cookie et ne sont envoyées qu’à nous ; elles ne sont pas envoyées si vous refusez dans le bandeau cookies ou si votre navigateur envoie le signal Global Privacy Control.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Nous conservons vos réponses, rapports et compte tant que vous utilisez le service ou jusqu’à ce que vous demandiez leur suppression. Les données de commande sont conservées aussi longtemps que la loi comptable l’exige.',
        ],
      },
      {
        heading: 'Vos droits et contact',
        paragraphs: [
          'Vous pouvez demander une copie de vos données, leur rectification ou leur suppression, et vous opposer à leur utilisation ; vous pouvez aussi saisir votre autorité de protection des données. Écrivez à {supportEmail} ; nous ne vendons pas vos données.',
        ],
      },
    ],
  },
  agreement: {
    title: 'Conditions d’utilisation',
    sections: [
      {
        heading: 'Le service',
        paragraphs: [
          'Nous proposons des tests de QI et de personnalité en ligne. Les résultats sont des estimations destinées à votre information personnelle, et non un diagnostic médical, psychologique ou clinique.',
          'Le service est fourni par {operatorName}, {operatorAddress}.',
        ],
      },
      {
        heading: 'Prix et paiement',
        paragraphs: [
          'Le test est gratuit ; le rapport détaillé est payant. Le prix, la devise et les éventuelles conditions d’essai ou de renouvellement s’affichent avant le paiement. Les paiements sont traités par notre prestataire de paiement.',
        ],
      },
      {
        heading: 'Abonnements et résiliation',
        paragraphs: [
          'Un abonnement se renouvelle automatiquement selon la fréquence et au prix indiqués lors de l’achat, jusqu’à sa résiliation. Vous pouvez résilier à tout moment sur la page de résiliation avec l’adresse e-mail utilisée (nous envoyons un code de confirmation), ou en une étape avec le lien d’un e-mail de rappel de renouvellement. Aucun prélèvement ne suit ; la période déjà payée va jusqu’à son terme.',
        ],
      },
      {
        heading: 'Remboursements',
        paragraphs: [
          'Pour une demande de remboursement, écrivez à {supportEmail} avec votre numéro de commande. Vos droits légaux ne sont pas affectés.',
        ],
      },
      {
        heading: 'Utilisation loyale',
        items: [
          'Gardez vos identifiants pour vous.',
          'Ne répondez pas au test avec des outils automatisés et ne copiez ni ses questions ni les rapports pour d’autres personnes.',
          'N’essayez pas d’ouvrir les rapports, commandes ou comptes d’autrui.',
        ],
      },
      {
        heading: 'Modifications et contact',
        paragraphs: [
          'Nous pouvons modifier ces conditions ; la date ci-dessus indique la version en vigueur, et les modifications s’appliquent aux achats futurs. Questions : {supportEmail}.',
        ],
      },
    ],
  },
};
