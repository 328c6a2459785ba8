import { leadAssigneeRoute } from '@/features/console';

// POST /api/console/sites/{site}/leads/{id}/assignee: who works the lead.
export const POST = leadAssigneeRoute;
