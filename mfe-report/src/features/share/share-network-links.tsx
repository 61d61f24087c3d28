import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { NS } from '../../i18n';
import { shareLinks, type SharePost } from './share-networks';
import styles from './share.module.css';

/** The page's og:image as an absolute URL, or '' (the site has none today: spec §7 media). */
export function siteImage(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  if (!content) return '';
  try {
    const url = new URL(content, window.location.origin);
    return url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** The Web Share API where the browser has it (most phones); elsewhere no button. */
function canUseWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * spec §7: the created link on six social networks, as plain links that open the network's own
 * share page in a new tab (no network's script runs on ours), plus the device's share sheet.
 */
export function ShareNetworkLinks({ link }: { link: string }) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  const post: SharePost = {
    url: link,
    title: t('share.post.title'),
    description: t('share.post.description'),
    media: siteImage(),
    hashtag: t('share.post.hashtag'),
  };
  const shareOther = async () => {
    try {
      await navigator.share({ title: post.title, text: post.description, url: link });
    } catch {
      // Closed by the user (AbortError) or refused: the links and the copy button stay.
    }
  };

  return (
    <div className={styles.networks} role="group" aria-labelledby={labelId} data-testid="share-networks">
      <p id={labelId} className={styles.note}>
        {t('share.networks')}
      </p>
      <ul className={styles.networkList}>
        {shareLinks(post).map(({ network, href }) => (
          <li key={network.id}>
            <a
              className={styles.network}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.shareOn', { network: network.name })}
              data-testid={`share-on-${network.id}`}
            >
              {network.name}
            </a>
          </li>
        ))}
      </ul>
      {canUseWebShare() && (
        <Button variant="secondary" onClick={() => void shareOther()} data-testid="share-other">
          {t('share.shareOther')}
        </Button>
      )}
    </div>
  );
}
