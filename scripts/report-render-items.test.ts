// The report renderer's frozen sample items are the exam generator's current ones: a change to
// the generator shows here, not as a PDF test that quietly tests old items.
import { sampleItems } from '../shared/report-render/src/testing/sample-items';
import { generatedSampleItems } from './report-render-items';

test('the frozen sample items equal what the exam generator draws for their seed', () => {
  expect(sampleItems()).toEqual(JSON.parse(JSON.stringify(generatedSampleItems())));
});
