import { leadNoteRoute } from '@/features/console';

// POST /api/console/sites/{site}/leads/{id}/notes: a note on the lead's timeline.
export const POST = leadNoteRoute;
