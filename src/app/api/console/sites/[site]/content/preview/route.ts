import { previewPageRoute } from '@/features/console';

// POST /api/console/sites/{site}/content/preview: the editor's Markdown rendered as the site renders it.
export const POST = previewPageRoute;
