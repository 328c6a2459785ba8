// `npm run lint`'s import check: the rules of .dependency-cruiser.cjs over src/ (features are leaves, the
// shared layers import no feature, the server stays outside the app, no cycles). Exits 1 on any
// violation; see docs/decisions/014 and 036.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('tsconfig.json');
const { output } = await cruise(['src'], { ...options, validate: true }, {}, { tsConfig });

const report = await format(output, { outputType: 'err' });
process.stdout.write(report.output);
process.exitCode = report.exitCode > 0 ? 1 : 0;
