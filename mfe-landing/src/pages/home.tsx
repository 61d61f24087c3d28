import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { HomeHero } from '../features/home/home-hero';
import { IqChart } from '../features/home/iq-chart';
import { TestCategories } from '../features/home/test-categories';
import styles from '../features/home/home.module.css';

/** spec §2 home / test centre: start the test, the IQ classification chart, the tests on offer. */
export default function HomePage({ code, examId }: RemotePageProps) {
  return (
    <div className={styles.page} data-testid="screen-landing-home">
      <HomeHero code={code} examId={examId} />
      <IqChart />
      <TestCategories code={code} />
    </div>
  );
}
