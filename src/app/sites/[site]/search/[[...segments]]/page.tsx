import { SaveSearch } from '@/features/saved-searches/components/save-search';
import {
  ResultsPage,
  type ResultsRouteProps,
  resultsMetadata,
} from '@/features/search/components/results/results-route';

export const generateMetadata = (props: ResultsRouteProps) => resultsMetadata('/search', props);

export default async function Page(props: ResultsRouteProps) {
  const { site } = await props.params;
  return <ResultsPage prefix="/search" {...props} actions={<SaveSearch site={site} />} />;
}
