import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { HomeHero } from '../features/home/home-hero';
import { IqChart } from '../features/home/iq-chart';
import { IqAverages } from '../features/home/iq-averages-chart';
import { afterFirstViewComponent } from '../features/home/after-first-view';
import { CategoriesFailed, CategoriesLoading } from '../features/home/test-categories-status';
import styles from '../features/home/home.module.css';

// The test list comes from the server (RTK Query): its code loads after the first view.
const TestCategories = afterFirstViewComponent(() =>
  import('../features/home/test-categories').then((m) => m.default),
);

/**
 * spec §2 home / test centre: start the test, the IQ classification chart, average IQ by country
 * and by age (illustrative figures), the tests on offer.
 */
export default function HomePage({ code, examId }: RemotePageProps) {
  return (
    <div className={styles.page} data-testid="screen-landing-home">
      <HomeHero code={code} examId={examId} />
      <IqChart />
      {/* Static markup before the list that loads later: the list's arrival moves nothing above it. */}
      <IqAverages />
      <TestCategories
        code={code}
        placeholder={<CategoriesLoading />}
        failed={(retry) => <CategoriesFailed onRetry={retry} />}
      />
    </div>
  );
}
