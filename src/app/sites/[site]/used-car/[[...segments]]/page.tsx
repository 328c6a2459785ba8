import {
  ResultsPage,
  type ResultsRouteProps,
  resultsMetadata,
} from '@/features/search/components/results/results-route';

export const generateMetadata = (props: ResultsRouteProps) => resultsMetadata('/used-car', props);

export default function Page(props: ResultsRouteProps) {
  return <ResultsPage prefix="/used-car" {...props} />;
}
