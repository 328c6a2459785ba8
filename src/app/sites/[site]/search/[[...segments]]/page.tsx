import { SaveSearch } from '@/features/saved-searches/components/save-search';
import {
  ResultsPage,
  type ResultsRouteProps,
  resultsMetadata,
} from '@/features/search/components/results/results-route';
import { getSite } from '@/tenancy/get-site';
import { CardActions } from '../../card-actions';

export const generateMetadata = (props: ResultsRouteProps) => resultsMetadata('/search', props);

export default async function Page(props: ResultsRouteProps) {
  const site = await getSite((await props.params).site);
  return (
    <ResultsPage prefix="/search" {...props} actions={<SaveSearch site={site} />} cardActions={CardActions} />
  );
}
