import {
  ResultsPage,
  type ResultsRouteProps,
  resultsMetadata,
} from '@/features/search/components/results/results-route';

export const generateMetadata = (props: ResultsRouteProps) => resultsMetadata('/search', props);

export default function Page(props: ResultsRouteProps) {
  return <ResultsPage prefix="/search" {...props} />;
}
