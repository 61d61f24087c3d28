import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { HomeHero } from '../features/home/home-hero';
import { IqChart } from '../features/home/iq-chart';
import styles from '../features/home/home.module.css';

/** spec §2: themed landing variants sharing the same flow. */
export default function LandingPage({ code, examId, variant }: RemotePageProps) {
  return (
    <div className={styles.page} data-testid="screen-landing-variant" data-variant={variant}>
      <HomeHero code={code} examId={examId} variant={variant} />
      <IqChart />
    </div>
  );
}
